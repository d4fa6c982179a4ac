import type { Kysely, Selectable, Updateable } from 'kysely';
import {
  decideReturnAction,
  type DisputeFacts,
  type ReturnAction,
  type ReturnActor,
} from '@shared/returns/return-status';
import { returnMessages } from '@shared/returns/return.schemas';
import type { Database, ReturnsTable } from '@server/db/schema';
import { AppError, conflict, notFound } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';

export type StoredReturn = Selectable<ReturnsTable>;

export async function loadReturn(db: Kysely<Database>, returnId: string): Promise<StoredReturn> {
  const row = await db.selectFrom('returns').selectAll().where('id', '=', returnId).executeTakeFirst();
  if (!row) throw notFound(returnMessages.notFound, 'RETURN_NOT_FOUND');
  return row;
}

/** The buyer's or the seller's side; anyone else gets the same 404 as for a missing return. */
export function partyOf(ret: StoredReturn, user: CurrentUser): ReturnActor {
  if (ret.buyer_id === user.id) return 'buyer';
  if (ret.seller_id === user.id) return 'seller';
  throw notFound(returnMessages.notFound, 'RETURN_NOT_FOUND');
}

type Change = {
  action: ReturnAction;
  actor: ReturnActor;
  at: Date;
  set?: Updateable<ReturnsTable>;
  /** Who made the change and what the history line says (decision 026). */
  actorId: string;
  note?: string | null;
  /** The history's name for the change when it is not the status reached. */
  event?: string;
};

/** What decides whether the buyer may still contest the refusal. */
export function disputeFacts(ret: StoredReturn, now: Date): DisputeFacts {
  return { rejectedAt: ret.rejected_at, disputedBefore: ret.disputed_at !== null, now };
}

/** The state machine's answer for this return now; throws its French refusal. */
export function decideOrThrow(ret: StoredReturn, change: Pick<Change, 'action' | 'actor' | 'at'>) {
  const decision = decideReturnAction(change.action, {
    status: ret.status,
    actor: change.actor,
    dispute: disputeFacts(ret, change.at),
  });
  if (!decision.ok) throw new AppError(decision.code, decision.message, decision.httpStatus);
  return decision.to;
}

/**
 * Applies one step of decisions §5 as a compare-and-set in the caller's transaction:
 * the row changes only if it is still in the status the decision was made on.
 */
export async function transitionReturn(
  trx: Kysely<Database>,
  ret: StoredReturn,
  change: Change,
): Promise<StoredReturn> {
  const to = decideOrThrow(ret, change);
  const updated = await trx
    .updateTable('returns')
    .set({ ...change.set, status: to, updated_at: change.at })
    .where('id', '=', ret.id)
    .where('status', '=', ret.status)
    .returningAll()
    .executeTakeFirst();
  if (updated) {
    await trx
      .insertInto('return_events')
      .values({
        return_id: ret.id,
        event: change.event ?? to,
        actor_id: change.actorId,
        note: change.note ?? null,
        created_at: change.at,
      })
      .execute();
    return updated;
  }
  // Someone else moved it first: answer with the refusal that now applies.
  decideOrThrow(await loadReturn(trx, ret.id), change);
  throw conflict(returnMessages.statusFailed, 'INVALID_STATUS');
}

export async function orderNumberOf(db: Kysely<Database>, orderId: string): Promise<string> {
  const row = await db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow();
  return row.order_number;
}
