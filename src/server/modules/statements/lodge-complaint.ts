import { statementMessages } from '@shared/moderation/statement.schemas';
import type { AppContext } from '@server/context';
import { conflict } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { adminIds, notify } from '../notifications/notify';
import { requireOwnDecision } from './read-statement';

/**
 * 'Contester cette décision' (DSA art. 20): once, within six months. Compare-and-set on the
 * complaint's absence and the deadline, so a second complaint or a late one changes nothing.
 */
export async function lodgeComplaint(
  ctx: AppContext,
  id: string,
  access: { user: CurrentUser | null; key?: string | undefined },
  explanation: string,
) {
  const row = await requireOwnDecision(ctx.db, id, access);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const lodged = await trx
      .updateTable('moderation_decisions')
      .set({ complaint: explanation, complained_at: now, complaint_status: 'pending' })
      .where('id', '=', id)
      .where('complaint_status', 'is', null)
      .where('contest_until', '>=', now)
      .returning('id')
      .executeTakeFirst();
    if (!lodged) {
      throw row.complaint_status
        ? conflict(statementMessages.alreadyContested, 'ALREADY_CONTESTED')
        : conflict(statementMessages.contestClosed, 'CONTEST_CLOSED');
    }
    const admins = (await adminIds(trx)).filter((adminId) => adminId !== row.decided_by);
    await notify(
      trx,
      admins.map((adminId) => ({
        userId: adminId,
        type: 'moderation' as const,
        title: 'Décision contestée',
        message:
          'Une décision de modération est contestée : un autre administrateur que son auteur doit la réexaminer.',
        link: '/admin?onglet=contestations',
      })),
    );
  });
}
