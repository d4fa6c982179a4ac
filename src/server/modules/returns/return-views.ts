import { type Kysely, type Selectable, sql } from 'kysely';
import {
  allowedReturnActions,
  canRequestReturn,
  LIVE_RETURN_STATUSES,
  type ReturnActor,
} from '@shared/returns/return-status';
import type { OrderReturnView } from '@shared/returns/return.schemas';
import type { AppContext } from '@server/context';
import type { Database, Order, ReturnsTable } from '@server/db/schema';

/** Spec §9: return photos and the admin's refund proof are signed for a year, other proofs for an hour. */
export const RETURN_PHOTO_URL_SECONDS = 31_536_000;
export const REFUND_PROOF_URL_SECONDS = 3600;

export type ReturnWithPhotos = Selectable<ReturnsTable> & { photoKeys: string[] };

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

export async function photoKeysOf(db: Kysely<Database>, returnIds: string[]): Promise<Map<string, string[]>> {
  const byReturn = new Map<string, string[]>();
  if (returnIds.length === 0) return byReturn;
  const rows = await db
    .selectFrom('return_photos')
    .select(['return_id', 'storage_key'])
    .where('return_id', 'in', returnIds)
    .orderBy('position')
    .execute();
  for (const row of rows) byReturn.set(row.return_id, [...(byReturn.get(row.return_id) ?? []), row.storage_key]);
  return byReturn;
}

/**
 * Each order's latest return with its photo keys. At most one return per order is live,
 * and a new one can only follow a rejected or cancelled one, so the latest is the live one.
 */
export async function latestReturns(db: Kysely<Database>, orderIds: string[]): Promise<Map<string, ReturnWithPhotos>> {
  const latest = new Map<string, ReturnWithPhotos>();
  if (orderIds.length === 0) return latest;
  for (const row of await selectReturns(db, orderIds)) {
    if (!latest.has(row.order_id)) latest.set(row.order_id, { ...row, photoKeys: [] });
  }
  const photos = await photoKeysOf(
    db,
    [...latest.values()].map((row) => row.id),
  );
  for (const row of latest.values()) row.photoKeys = photos.get(row.id) ?? [];
  return latest;
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

export function toReturnFiles(ctx: Pick<AppContext, 'signer'>, row: ReturnWithPhotos) {
  return {
    photoUrls: row.photoKeys
      .map((key) => signedOrNull(ctx, key, RETURN_PHOTO_URL_SECONDS))
      .filter((url): url is string => url !== null),
    sellerRefundProofUrl: signedOrNull(ctx, row.seller_refund_proof_key, REFUND_PROOF_URL_SECONDS),
    adminRefundProofUrl: signedOrNull(ctx, row.admin_refund_proof_key, RETURN_PHOTO_URL_SECONDS),
  };
}

export function toOrderReturnView(
  ctx: Pick<AppContext, 'signer'>,
  row: ReturnWithPhotos,
  actor: ReturnActor,
): OrderReturnView {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    description: row.description,
    ...toReturnFiles(ctx, row),
    allowedActions: allowedReturnActions(row.status, actor),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The buyer's "Demander un retour" button: the same rule the request itself applies. */
export function buyerMayRequestReturn(
  order: Pick<Order, 'status' | 'updated_at'>,
  latest: ReturnWithPhotos | undefined,
  now: Date,
): boolean {
  return canRequestReturn({
    orderStatus: order.status,
    orderUpdatedAt: order.updated_at,
    hasLiveReturn: latest !== undefined && LIVE_RETURN_STATUSES.includes(latest.status),
    now,
  }).ok;
}
