import type { MyVerification } from '@shared/trust/verification.schemas';
import type { Db } from '@server/db/connection';

/** The seller's latest request says where they stand; none means never asked. */
export async function getMyVerification(db: Db, userId: string): Promise<MyVerification> {
  const [latest, seller] = await Promise.all([
    db
      .selectFrom('seller_verifications')
      .select(['status', 'reason', 'created_at', 'decided_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', userId)
      .where('role', '=', 'seller')
      .executeTakeFirst(),
  ]);
  const state = !latest ? 'not_requested' : latest.status === 'approved' ? 'verified' : latest.status;
  return {
    state,
    isSeller: Boolean(seller),
    reason: latest?.reason ?? null,
    requestedAt: latest ? latest.created_at.toISOString() : null,
    decidedAt: latest?.decided_at ? latest.decided_at.toISOString() : null,
  };
}
