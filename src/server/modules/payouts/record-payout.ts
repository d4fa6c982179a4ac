import { sql } from 'kysely';
import { formatEuros } from '@shared/money';
import {
  type PayoutView,
  type RecordPayoutInput,
  payoutMessages,
  payoutMethodLabels,
} from '@shared/orders/payout.schemas';
import { payoutHoldEnd, payoutHoldNotice } from '@shared/profile/payout-hold';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { conflict, notFound } from '@server/platform/errors';
import type { Upload } from '@server/platform/read-upload';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { recordMovement } from '../ledger/record-movement';
import { notify } from '../notifications/notify';
import { storePrivateProof } from '../orders/proof-file';
import { signedProofUrl } from '../orders/proof-url';
import { refuseWhileTaxDetailsMissing } from '../tax-reports/tax-hold';

type PayoutRow = {
  id: string;
  seller_id: string;
  amount_cents: number;
  method: PayoutView['method'];
  reference: string;
  proof_key: string | null;
  created_at: Date;
};

export function toPayoutView(ctx: Pick<AppContext, 'signer'>, row: PayoutRow): PayoutView {
  return {
    id: row.id,
    sellerId: row.seller_id,
    amountCents: row.amount_cents,
    method: row.method,
    reference: row.reference,
    hasProof: row.proof_key !== null,
    proofUrl: signedProofUrl(ctx, row.proof_key),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The admin paid a seller outside the app and records it: the payout row and its ledger
 * movement (seller payable → platform cash out) in one transaction. The seller's profile row
 * is locked first, so two payouts recorded at once cannot pay more than is owed.
 */
export async function recordPayout(ctx: AppContext, admin: CurrentUser, input: RecordPayoutInput): Promise<PayoutView> {
  const at = ctx.clock.now();
  const payout = await ctx.db.transaction().execute(async (trx) => {
    const seller = await trx
      .selectFrom('profiles')
      .select(['id', 'payout_details_changed_at'])
      .where('id', '=', input.sellerId)
      .forUpdate()
      .executeTakeFirst();
    if (!seller) throw notFound(payoutMessages.sellerNotFound, 'SELLER_NOT_FOUND');
    refuseDuringHold(seller.payout_details_changed_at, ctx.config.payoutDetailsHoldMs, at);
    await refuseWhileTaxDetailsMissing(trx, seller.id, at);
    const owed = await owedTo(trx, seller.id);
    if (owed <= 0) throw conflict(payoutMessages.nothingOwed, 'NOTHING_OWED');
    if (input.amountCents > owed) throw conflict(payoutMessages.exceedsOwed, 'EXCEEDS_OWED');
    const row = await trx
      .insertInto('payouts')
      .values({
        seller_id: seller.id,
        amount_cents: input.amountCents,
        method: input.method,
        reference: input.reference,
        created_by: admin.id,
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordMovement(trx, {
      kind: 'payout_to_seller',
      payoutId: row.id,
      at,
      lines: [
        { account: 'seller_payable', partyId: seller.id, amountCents: input.amountCents },
        { account: 'platform_cash', amountCents: -input.amountCents },
      ],
    });
    await logAdminAction(trx, {
      adminId: admin.id,
      action: 'record_payout',
      targetType: 'profile',
      targetId: seller.id,
      details: { payoutId: row.id, amountCents: input.amountCents, method: input.method, reference: input.reference },
    });
    await notify(trx, [
      {
        userId: row.seller_id,
        type: 'payout',
        title: 'Versement effectué',
        message: `Un versement de ${formatEuros(row.amount_cents)} vous a été envoyé (${payoutMethodLabels[row.method]}, réf. ${row.reference}).`,
        link: '/earnings',
      },
    ]);
    return row;
  });
  return toPayoutView(ctx, payout);
}

/** New payout details wait (decision 042): the owner, told by e-mail, has time to say it was not them. */
function refuseDuringHold(changedAt: Date | null, holdMs: number, now: Date): void {
  const until = payoutHoldEnd(changedAt, holdMs, now);
  if (!changedAt || !until) return;
  throw conflict(payoutHoldNotice(changedAt.toISOString(), until.toISOString()), 'PAYOUT_DETAILS_ON_HOLD');
}

async function owedTo(db: Db, sellerId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`-coalesce(sum(amount_cents), 0)`.as('owed'))
    .where('account', '=', 'seller_payable')
    .where('party_id', '=', sellerId)
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}

/** The optional proof of a recorded payout (JPG, PNG or PDF, 5 MB), private; once. */
export async function attachPayoutProof(ctx: AppContext, payoutId: string, file: Upload): Promise<PayoutView> {
  const existing = await ctx.db
    .selectFrom('payouts')
    .select(['id', 'proof_key'])
    .where('id', '=', payoutId)
    .executeTakeFirst();
  if (!existing) throw notFound(payoutMessages.notFound, 'PAYOUT_NOT_FOUND');
  if (existing.proof_key) throw conflict(payoutMessages.proofAlreadySent, 'PROOF_ALREADY_SENT');
  const key = await storePrivateProof(ctx, 'payout-proofs', payoutId, file);
  const updated = await ctx.db
    .updateTable('payouts')
    .set({ proof_key: key })
    .where('id', '=', payoutId)
    .where('proof_key', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!updated) {
    await ctx.storage.delete(key);
    throw conflict(payoutMessages.proofAlreadySent, 'PROOF_ALREADY_SENT');
  }
  return toPayoutView(ctx, updated);
}
