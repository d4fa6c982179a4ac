import { moderationGroundLabels } from '@shared/moderation/grounds';
import type { MyVerification } from '@shared/trust/verification.schemas';
import type { Db } from '@server/db/connection';

/** The seller's latest request says where they stand; none means never asked. */
export async function getMyVerification(db: Db, userId: string): Promise<MyVerification> {
  const [latest, seller] = await Promise.all([
    db
      .selectFrom('seller_verifications')
      .select(['id', 'status', 'reason', 'created_at', 'decided_at'])
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
  const decision =
    latest && (state === 'refused' || state === 'revoked')
      ? await db
          .selectFrom('moderation_decisions')
          .select(['id', 'ground'])
          .where('verification_id', '=', latest.id)
          .where('user_id', '=', userId)
          .where('kind', '=', state === 'refused' ? 'verification_refused' : 'verification_revoked')
          .orderBy('decided_at', 'desc')
          .limit(1)
          .executeTakeFirst()
      : undefined;
  return {
    state,
    isSeller: Boolean(seller),
    reason: latest?.reason ?? null,
    decision: decision ? { id: decision.id, groundLabel: moderationGroundLabels[decision.ground] } : null,
    requestedAt: latest ? latest.created_at.toISOString() : null,
    decidedAt: latest?.decided_at ? latest.decided_at.toISOString() : null,
  };
}
