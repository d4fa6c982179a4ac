import { type Kysely, type Selectable, sql } from 'kysely';
import type { OfferCard } from '@shared/offers/offer.schemas';
import { offerTexts } from '@shared/offers/offer-texts';
import { sellerHoliday } from '@shared/profile/holiday';
import type { OffersTable } from '@server/db/offers-schema';
import type { Database } from '@server/db/schema';
import { notFound } from '@server/platform/errors';

export type OfferRow = Selectable<OffersTable>;
export type OfferViewer = 'buyer' | 'seller' | 'admin';

export const offerNotFound = () => notFound(offerTexts.notFound, 'OFFER_NOT_FOUND');
export const isOpen = (row: Pick<OfferRow, 'status'>) => row.status === 'pending' || row.status === 'accepted';

/** A listing one can still buy: the shop's own conditions, its seller able to sell. */
export const availableSql = sql<boolean>`(p.is_available AND NOT p.hidden_by_admin AND p.deleted_at IS NULL
  AND p.stock_quantity > 0 AND s.suspended_at IS NULL AND s.marked_for_deletion_at IS NULL AND s.anonymized_at IS NULL)`;

type CardRow = OfferRow & {
  available: boolean;
  answered_amount_cents: number | null;
  seller_holiday_until: string | null;
};

/**
 * The strict bounds of a counter to this offer: between its amount and the answerer's own last
 * position (the listing's price for the seller's first answer, else the offer this one answered).
 */
function counterRange(row: CardRow) {
  const other = row.answered_amount_cents ?? row.list_price_cents;
  const lowCents = Math.min(row.amount_cents, other);
  const highCents = Math.max(row.amount_cents, other);
  return highCents - lowCents >= 2 ? { lowCents, highCents } : null;
}

function toCard(row: CardRow, viewer: OfferViewer, now: Date): OfferCard {
  const lapsed = isOpen(row) && row.expires_at <= now;
  const status = lapsed ? 'expired' : row.status;
  const sold = isOpen({ status }) && !row.available;
  const canAnswer = status === 'pending' && !sold && viewer !== 'admin' && viewer !== row.proposed_by;
  const holiday = sellerHoliday(row.seller_holiday_until);
  return {
    id: row.id,
    conversationId: row.conversation_id,
    productId: row.product_id,
    amountCents: row.amount_cents,
    listPriceCents: row.list_price_cents,
    proposedBy: row.proposed_by,
    status,
    expiresAt: row.expires_at.toISOString(),
    sold,
    canAnswer,
    canOrder: status === 'accepted' && !sold && holiday === null && viewer === 'buyer',
    sellerHoliday: holiday,
    counterRange: canAnswer ? counterRange(row) : null,
  };
}

function cardRows(db: Kysely<Database>) {
  return db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .innerJoin('profiles as s', 's.id', 'p.seller_id')
    .leftJoin('offers as a', 'a.id', 'o.answers_offer_id')
    .selectAll('o')
    .select([
      availableSql.as('available'),
      'a.amount_cents as answered_amount_cents',
      sql<string | null>`s.holiday_until::text`.as('seller_holiday_until'),
    ]);
}

/** The cards of these offers as one viewer sees them, by id. */
export async function offerCards(
  db: Kysely<Database>,
  ids: string[],
  viewer: OfferViewer,
  now: Date,
): Promise<Map<string, OfferCard>> {
  if (ids.length === 0) return new Map();
  const rows = await cardRows(db).where('o.id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, toCard(row, viewer, now)]));
}

/** The buyer's latest offer on a listing (open, or the last one whatever its end), for the product page. */
export async function latestOfferCard(
  db: Kysely<Database>,
  buyerId: string,
  productId: string,
  now: Date,
): Promise<OfferCard | null> {
  const row = await cardRows(db)
    .where('o.buyer_id', '=', buyerId)
    .where('o.product_id', '=', productId)
    .orderBy(sql`o.status IN ('pending', 'accepted')`, 'desc')
    .orderBy('o.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toCard(row, 'buyer', now) : null;
}

/** One offer's card as its buyer or seller sees it; anyone else is told it does not exist. */
export async function offerCardFor(
  db: Kysely<Database>,
  userId: string,
  offerId: string,
  now: Date,
): Promise<OfferCard> {
  const row = await db
    .selectFrom('offers')
    .select(['buyer_id', 'seller_id'])
    .where('id', '=', offerId)
    .executeTakeFirst();
  const viewer = row?.buyer_id === userId ? 'buyer' : row?.seller_id === userId ? 'seller' : null;
  const card = viewer ? (await offerCards(db, [offerId], viewer, now)).get(offerId) : undefined;
  if (!card) throw offerNotFound();
  return card;
}
