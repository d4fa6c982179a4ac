import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { ReturnAction } from '@shared/returns/return-status';
import {
  returnApprovalSchema,
  returnReceivedSchema,
  returnRefusalSchema,
  returnShippingSchema,
} from '@shared/returns/return.schemas';
import type { AppContext } from '@server/context';
import type { ReturnsTable } from '@server/db/schema';
import { badRequest } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { recordReturnEffects } from './return-notifications';
import { decideOrThrow, loadReturn, partyOf, transitionReturn } from './transition-return';

export type PartyReturnAction = Extract<
  ReturnAction,
  'approve' | 'reject' | 'markShippedBack' | 'confirmReceived' | 'cancel'
>;

/**
 * What a step carries (decision 026): approve an address, reject a reason, shipped back a
 * tracking number, received whether the unit goes back on sale (decision 041).
 */
export type PartyStepInput = Record<string, unknown>;

type StepData = { set: Updateable<ReturnsTable>; note: string | null };

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Requête invalide');
  return parsed.data;
}

/** The step's own data, checked by the shared rules before anything changes. */
function stepData(action: PartyReturnAction, input: PartyStepInput, at: Date): StepData {
  switch (action) {
    case 'approve': {
      const { address, country } = parse(returnApprovalSchema, input);
      return { set: { return_address: address, return_country: country }, note: null };
    }
    case 'reject': {
      const { reason } = parse(returnRefusalSchema, input);
      return { set: { rejection_reason: reason, rejected_at: at }, note: reason };
    }
    case 'markShippedBack': {
      const { trackingNumber } = parse(returnShippingSchema, input);
      return { set: { tracking_number: trackingNumber }, note: trackingNumber };
    }
    case 'confirmReceived': {
      const { relist } = parse(returnReceivedSchema, input);
      return { set: { relist }, note: relist ? 'Remettre en vente' : null };
    }
    default:
      return { set: {}, note: null };
  }
}

/**
 * A step the buyer or the seller takes without a file: seller approves (with the return
 * address), rejects (with a reason) or confirms receipt (relisting the unit or not); buyer marks the item shipped back
 * (with the tracking number) or cancels. Returns the order id.
 */
export async function partyReturnAction(
  ctx: AppContext,
  user: CurrentUser,
  returnId: string,
  action: PartyReturnAction,
  input: PartyStepInput = {},
): Promise<string> {
  const ret = await loadReturn(ctx.db, returnId);
  const actor = partyOf(ret, user);
  const at = ctx.clock.now();
  // Who and when first: a wrong party or a finished step is refused whatever it sent.
  decideOrThrow(ret, { action, actor, at });
  const { set, note } = stepData(action, input, at);
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await transitionReturn(trx, ret, { action, actor, actorId: user.id, at, set, note });
    await recordReturnEffects(trx, updated, updated.status, actor);
  });
  return ret.order_id;
}
