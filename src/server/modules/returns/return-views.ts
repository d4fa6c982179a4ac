import { type Kysely, type Selectable, sql } from 'kysely';
import {
  allowedReturnActions,
  canRequestReturn,
  disputeDeadline,
  LIVE_RETURN_STATUSES,
  OPEN_RETURN_STATUSES,
  type ReturnActor,
} from '@shared/returns/return-status';
import { returnNextStepLabel } from '@shared/returns/return-next-step';
import type { OrderReturnView } from '@shared/returns/return-view.schemas';
import type { AppContext } from '@server/context';
import type { Database, Order, ReturnsTable } from '@server/db/schema';
import { orderLinesOf, returnedLineIds, shareOfReturn } from './returned-lines';

/** Spec §9: return photos and the admin's refund proof are signed for a year. */
export const RETURN_PHOTO_URL_SECONDS = 31_536_000;

export type ReturnHistoryRow = { event: string; at: Date; note: string | null };

/** A line the return sends back, as its views list it. */
export type ReturnedItem = { id: string; title: string; priceCents: number };

export type ReturnWithPhotos = Selectable<ReturnsTable> & {
  photoKeys: string[];
  disputePhotoKeys: string[];
  history: ReturnHistoryRow[];
} & ReturnedLines;

/** The lines sent back, what they give back (decision 066), and whether they are the whole order. */
type ReturnedLines = { items: ReturnedItem[]; refundDueCents: number; allItems: boolean };

async function returnedLinesOf(
  db: Kysely<Database>,
  rows: Pick<Selectable<ReturnsTable>, 'id' | 'order_id'>[],
): Promise<Map<string, ReturnedLines>> {
  const orderIds = [...new Set(rows.map((row) => row.order_id))];
  if (orderIds.length === 0) return new Map();
  const [lines, returned, deliveries] = await Promise.all([
    orderLinesOf(db, orderIds),
    returnedLineIds(
      db,
      rows.map((row) => row.id),
    ),
    db.selectFrom('orders').select(['id', 'delivery_cost_cents']).where('id', 'in', orderIds).execute(),
  ]);
  const delivery = new Map(deliveries.map((row) => [row.id, row.delivery_cost_cents]));
  return new Map(
    rows.map((row) => {
      const orderLines = lines.get(row.order_id) ?? [];
      const ids = returned.get(row.id) ?? [];
      const share = shareOfReturn(orderLines, ids, delivery.get(row.order_id) ?? 0);
      const items = orderLines
        .filter((line) => ids.includes(line.id))
        .map((line) => ({ id: line.id, title: line.title, priceCents: line.priceCents }));
      return [row.id, { items, refundDueCents: share.refundCents, allItems: share.all }];
    }),
  );
}

function selectReturns(db: Kysely<Database>, orderIds: string[]) {
  return (
    db
      .selectFrom('returns')
      .selectAll()
      .where('order_id', 'in', orderIds)
      // The live return (at most one per order) comes first, whatever the timestamps say.
      .orderBy(sql`status IN (${sql.join([...LIVE_RETURN_STATUSES])})`, 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute()
  );
}

export async function photoKeysOf(
  db: Kysely<Database>,
  returnIds: string[],
  kind: 'request' | 'dispute' = 'request',
): Promise<Map<string, string[]>> {
  const byReturn = new Map<string, string[]>();
  if (returnIds.length === 0) return byReturn;
  const rows = await db
    .selectFrom('return_photos')
    .select(['return_id', 'storage_key'])
    .where('return_id', 'in', returnIds)
    .where('kind', '=', kind)
    .orderBy('position')
    .execute();
  for (const row of rows) byReturn.set(row.return_id, [...(byReturn.get(row.return_id) ?? []), row.storage_key]);
  return byReturn;
}

/** Each return's history, oldest first (decision 026). */
export async function historyOf(db: Kysely<Database>, returnIds: string[]): Promise<Map<string, ReturnHistoryRow[]>> {
  const byReturn = new Map<string, ReturnHistoryRow[]>();
  if (returnIds.length === 0) return byReturn;
  const rows = await db
    .selectFrom('return_events')
    .select(['return_id', 'event', 'note', 'created_at'])
    .where('return_id', 'in', returnIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const entry = { event: row.event, at: row.created_at, note: row.note };
    byReturn.set(row.return_id, [...(byReturn.get(row.return_id) ?? []), entry]);
  }
  return byReturn;
}

/** The photos of both kinds and the history of these returns. */
export async function withPhotosAndHistory<R extends Selectable<ReturnsTable>>(
  db: Kysely<Database>,
  rows: R[],
): Promise<(R & Omit<ReturnWithPhotos, keyof Selectable<ReturnsTable>>)[]> {
  const ids = rows.map((row) => row.id);
  const [photos, disputePhotos, history, lines] = await Promise.all([
    photoKeysOf(db, ids),
    photoKeysOf(db, ids, 'dispute'),
    historyOf(db, ids),
    returnedLinesOf(db, rows),
  ]);
  return rows.map((row) => ({
    ...row,
    photoKeys: photos.get(row.id) ?? [],
    disputePhotoKeys: disputePhotos.get(row.id) ?? [],
    history: history.get(row.id) ?? [],
    ...(lines.get(row.id) ?? { items: [], refundDueCents: 0, allItems: true }),
  }));
}

/**
 * Each order's latest return with its photo keys. At most one return per order is live,
 * and a new one can only follow a rejected or cancelled one, so the latest is the live one.
 */
export async function latestReturns(db: Kysely<Database>, orderIds: string[]): Promise<Map<string, ReturnWithPhotos>> {
  const latest = new Map<string, Selectable<ReturnsTable>>();
  if (orderIds.length === 0) return new Map();
  for (const row of await selectReturns(db, orderIds)) {
    if (!latest.has(row.order_id)) latest.set(row.order_id, row);
  }
  const full = await withPhotosAndHistory(db, [...latest.values()]);
  return new Map(full.map((row) => [row.order_id, row]));
}

/** null when the key cannot be signed: the view shows a cross rather than failing. */
export function signedOrNull(ctx: Pick<AppContext, 'signer'>, key: string | null, seconds: number): string | null {
  if (!key) return null;
  try {
    return ctx.signer.signedUrl(key, seconds);
  } catch {
    return null;
  }
}

const signedPhotos = (ctx: Pick<AppContext, 'signer'>, keys: string[]) =>
  keys.map((key) => signedOrNull(ctx, key, RETURN_PHOTO_URL_SECONDS)).filter((url): url is string => url !== null);

/** Address, tracking, refusal, dispute and history: what both parties and the admin read (decision 026). */
export function toReturnDetails(ctx: Pick<AppContext, 'signer'>, row: ReturnWithPhotos) {
  return {
    items: row.items,
    refundDueCents: row.refundDueCents,
    allItems: row.allItems,
    sealIntact: row.seal_intact,
    returnAddress: row.return_address,
    returnCountry: row.return_country,
    trackingNumber: row.tracking_number,
    rejectionReason: row.rejection_reason,
    disputeDeadline: row.rejected_at ? disputeDeadline(row.rejected_at).toISOString() : null,
    dispute:
      row.dispute_message !== null && row.disputed_at !== null
        ? {
            message: row.dispute_message,
            photoUrls: signedPhotos(ctx, row.disputePhotoKeys),
            openedAt: row.disputed_at.toISOString(),
            outcome: row.dispute_outcome,
            decisionReason: row.dispute_decision_reason,
            decidedAt: row.dispute_decided_at?.toISOString() ?? null,
          }
        : null,
    history: row.history.map((entry) => ({ event: entry.event, at: entry.at.toISOString(), note: entry.note })),
  };
}

export function toReturnFiles(ctx: Pick<AppContext, 'signer'>, row: ReturnWithPhotos) {
  return {
    photoUrls: signedPhotos(ctx, row.photoKeys),
    adminRefundProofUrl: signedOrNull(ctx, row.admin_refund_proof_key, RETURN_PHOTO_URL_SECONDS),
  };
}

/**
 * Where the buyer asked to be refunded (the seller never sees the buyer's account), the refund
 * made from escrow, and the seller's relist choice (decision 041).
 */
export function toRefundFacts(row: ReturnWithPhotos, viewer: ReturnActor) {
  const refundTo =
    viewer !== 'seller' && row.refund_to_method !== null && row.refund_to_account !== null
      ? { method: row.refund_to_method, holder: row.refund_to_holder, account: row.refund_to_account }
      : null;
  const refund =
    row.refund_method !== null && row.refund_reference !== null && row.refunded_at !== null
      ? {
          amountCents: row.refund_amount_cents ?? 0,
          method: row.refund_method,
          reference: row.refund_reference,
          at: row.refunded_at.toISOString(),
        }
      : null;
  return { refundTo, refund, relist: row.relist };
}

/** A refusal can be contested only while the order is delivered and the seller's share held. */
const orderStillOpen = (order: Pick<Order, 'status' | 'payout_released_at'>) =>
  order.status === 'delivered' && order.payout_released_at === null;

export function toOrderReturnView(
  ctx: Pick<AppContext, 'signer' | 'clock'>,
  row: ReturnWithPhotos,
  actor: ReturnActor,
  order: Pick<Order, 'status' | 'payout_released_at'>,
): OrderReturnView {
  const dispute = {
    rejectedAt: orderStillOpen(order) ? row.rejected_at : null,
    disputedBefore: row.disputed_at !== null,
    now: ctx.clock.now(),
  };
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    description: row.description,
    ...toReturnFiles(ctx, row),
    ...toReturnDetails(ctx, row),
    ...toRefundFacts(row, actor),
    nextStep: returnNextStepLabel(
      row.status,
      actor,
      allowedReturnActions(row.status, 'buyer', dispute).includes('openDispute'),
    ),
    allowedActions: allowedReturnActions(row.status, actor, dispute),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Spec §4: the review completes the order, which must not happen under a return still under
 * way (issue 14); a closed one (refunded, refused, cancelled) no longer holds it (issue 27).
 */
export function withoutReviewUnderLiveReturn<A extends string>(
  actions: A[],
  latest: ReturnWithPhotos | undefined,
): A[] {
  if (!latest || !OPEN_RETURN_STATUSES.includes(latest.status)) return actions;
  return actions.filter((action) => action !== 'complete');
}

/** The buyer's "Demander un retour" button: the same rule the request itself applies. */
export function buyerMayRequestReturn(
  order: Pick<Order, 'status' | 'updated_at'>,
  paymentValidated: boolean,
  latest: ReturnWithPhotos | undefined,
  now: Date,
): boolean {
  return canRequestReturn({
    orderStatus: order.status,
    orderUpdatedAt: order.updated_at,
    hasLiveReturn: latest !== undefined && LIVE_RETURN_STATUSES.includes(latest.status),
    paymentValidated,
    now,
  }).ok;
}
