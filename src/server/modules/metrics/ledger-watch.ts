import { sql } from 'kysely';
import type { Db } from '@server/db/connection';
import type { Logger } from '@server/platform/logger';
import { ledgerIsBalanced } from '../ledger/ledger-balances';

/** The check reads every ledger line: at most this often, whatever the scrape interval. */
const CHECK_EVERY_MS = 5 * 60_000;
const CHECK_TIMEOUT_MS = 30_000;
/** A scrape waits this long for a check it started; a longer one still finishes for the next scrape. */
const SCRAPE_WAIT_MS = 2_000;

/**
 * The self-checks' double-entry check (every movement sums to zero) for /metrics: the last
 * verdict, refreshed in the background when it is older than five minutes. Null until one ends.
 */
export function watchLedger(db: Db, logger: Logger): () => Promise<boolean | null> {
  let verdict: boolean | null = null;
  let checkedAt = 0;
  let running: Promise<void> | undefined;
  const check = () =>
    db
      .transaction()
      .execute(async (trx) => {
        await sql`SET LOCAL statement_timeout = ${sql.lit(CHECK_TIMEOUT_MS)}`.execute(trx);
        return ledgerIsBalanced(trx);
      })
      .then((balanced) => {
        verdict = balanced;
        checkedAt = Date.now();
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'metrics: ledger not checked'))
      .finally(() => (running = undefined));
  return async () => {
    if (Date.now() - checkedAt >= CHECK_EVERY_MS) running ??= check();
    if (running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, SCRAPE_WAIT_MS).unref())]);
    return verdict;
  };
}
