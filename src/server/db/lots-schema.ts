import type { ColumnType, Generated } from 'kysely';

// The order lines, bundle discounts, open lots and returned lines (migration 0037, decision 065),
// beside schema.ts like the offers tables.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OrderItemsTable {
  id: Generated<string>;
  order_id: string;
  /** 0 for the first line; a one-line order's line is the order's product. */
  position: number;
  product_id: string;
  title: string;
  quantity: Generated<number>;
  /** The price the buyer had for this listing: its price, or an accepted offer's amount. */
  unit_price_cents: number;
  /** The line's share of the bundle discount. */
  discount_cents: Generated<number>;
  /** unit_price_cents − discount_cents: what the line costs. */
  price_cents: number;
  commission_cents: number;
  seller_amount_cents: number;
  offer_id: string | null;
}

export interface BundleDiscountTiersTable {
  seller_id: string;
  min_items: number;
  percent: number;
}

export interface LotsTable {
  id: Generated<string>;
  buyer_id: string;
  seller_id: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface LotItemsTable {
  lot_id: string;
  product_id: string;
  added_at: CreatedAt;
  /** The order the items were added in (migration 0038). */
  seq: Generated<string>;
}

export interface ReturnItemsTable {
  return_id: string;
  order_item_id: string;
}
