import { sql } from 'kysely';
import type { Db } from '@server/db/connection';
import { publicUrl } from '@server/platform/storage/storage';
import { publicName } from '@shared/profile/public-name';

/** The listing (and order) of each conversation, as its header and the lists show it. */
export async function loadSubjects(db: Db, conversationIds: string[]): Promise<Map<string, SubjectRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversations as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .leftJoin('orders as o', 'o.id', 'c.order_id')
    .select([
      'c.id',
      'c.subject',
      'c.product_id',
      'c.order_id',
      'p.title as product_title',
      'p.price_cents as product_price_cents',
      'o.order_number',
      sql<string | null>`(SELECT m.card_key FROM product_media m WHERE m.product_id = p.id AND m.kind = 'image'
        ORDER BY m.position LIMIT 1)`.as('card_key'),
    ])
    .where('c.id', 'in', conversationIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export type SubjectRow = {
  subject: 'product' | 'order';
  product_id: string;
  order_id: string | null;
  product_title: string;
  product_price_cents: number;
  order_number: string | null;
  card_key: string | null;
};

export const toSubject = (row: SubjectRow) => ({
  type: row.subject,
  productId: row.product_id,
  productTitle: row.product_title,
  imageUrl: row.card_key ? publicUrl(row.card_key) : null,
  priceCents: row.product_price_cents,
  orderId: row.order_id,
  orderNumber: row.order_number,
});

export type PersonRow = { id: string; full_name: string; username: string | null; avatar_url: string | null };

export const toPerson = (row: PersonRow) => ({
  id: row.id,
  name: publicName(row.username, row.full_name),
  avatarUrl: row.avatar_url,
});

export async function loadPeople(db: Db, ids: string[]): Promise<Map<string, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('profiles')
    .select(['id', 'full_name', 'username', 'avatar_url'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
