import type { ColumnType, Generated } from 'kysely';
import type { OfferStatus } from '@shared/offers/offer-rules';

// The offers table (migration 0030), beside schema.ts like the messaging tables.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface OffersTable {
  id: Generated<string>;
  product_id: string;
  conversation_id: string;
  buyer_id: string;
  seller_id: string;
  proposed_by: 'buyer' | 'seller';
  amount_cents: number;
  list_price_cents: number;
  status: Generated<OfferStatus>;
  answers_offer_id: string | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
  answered_at: Timestamp | null;
  order_id: string | null;
}
