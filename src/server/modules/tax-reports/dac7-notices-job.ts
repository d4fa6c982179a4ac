import { dac7Texts, detailsRequested, isParisJanuary, isReportable, parisYear } from '@shared/tax/dac7';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { Job } from '@server/platform/jobs';
import { notify } from '../notifications/notify';
import { sellersWithTaxDetails } from './complete-tax-details';
import { yearlyActivity } from './seller-activity';

type Kind = 'details_requested' | 'statement_ready';

/** Writes the notice row first: a seller already told (another pass, another instance) gets nothing. */
async function tellOnce(db: Db, sellerId: string, year: number, kind: Kind, title: string, message: string) {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('dac7_notices')
      .values({ seller_id: sellerId, year, kind })
      .onConflict((oc) => oc.doNothing())
      .returning('seller_id')
      .executeTakeFirst();
    if (!claimed) return 0;
    // A legal notice: its e-mail goes whatever the seller's preferences.
    await notify(trx, [{ userId: sellerId, type: 'payout', title, message, link: '/earnings', transactional: true }]);
    return 1;
  });
}

/**
 * Once a day (decision 063): a seller who reached 25 sales or 1 500 € this year without giving
 * their tax details is asked for them, once a year; in January, each seller reportable for the
 * year before is told their statement is ready, once.
 */
export async function sendDac7Notices(db: Db, at: Date): Promise<number> {
  const year = parisYear(at);
  let sent = 0;
  const current = await yearlyActivity(db, year);
  const asked = [...current].filter(([, figures]) => detailsRequested(figures)).map(([id]) => id);
  const known = await sellersWithTaxDetails(db, asked);
  for (const sellerId of asked.filter((id) => !known.has(id))) {
    sent += await tellOnce(
      db,
      sellerId,
      year,
      'details_requested',
      dac7Texts.requestTitle,
      `${dac7Texts.why} ${dac7Texts.asked}`,
    );
  }
  if (isParisJanuary(at)) {
    const previous = await yearlyActivity(db, year - 1);
    for (const [sellerId, figures] of previous) {
      if (!isReportable(figures)) continue;
      const title = dac7Texts.statementTitle(year - 1);
      sent += await tellOnce(db, sellerId, year - 1, 'statement_ready', title, dac7Texts.statementMessage(year - 1));
    }
  }
  return sent;
}

export function dac7NoticesJob(ctx: AppContext): Job {
  return { name: 'dac7-notices', everyMs: 24 * 60 * 60 * 1000, run: (db) => sendDac7Notices(db, ctx.clock.now()) };
}
