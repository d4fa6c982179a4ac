import type { ProductList } from '@shared/catalogue/product.schemas';
import { SHOP_COUNT_CAP, type ShopQuery } from '@shared/catalogue/shop-query.schemas';
import type { Db } from '@server/db/connection';
import { badRequest } from '@server/platform/errors';
import { toShopCard } from './product-rows';
import { type ShopCursor, shopStatement } from './shop-statement';

type EncodedCursor = { key: string; id: string };

const encodeCursor = (cursor: EncodedCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

const invalidCursor = () => badRequest('Pagination invalide, rechargez la boutique', 'INVALID_CURSOR');

/** `created_at::text` as PostgreSQL prints it, e.g. `2026-11-23 17:40:01.123456+00`. */
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)[+-]\d{2}(?::?\d{2})?$/;

/** A real date and time in that form: anything else would make PostgreSQL fail the cast. */
function isTimestamp(text: string): boolean {
  const match = PG_TIMESTAMP.exec(text);
  if (!match) return false;
  const [, day, time] = match;
  const parsed = new Date(`${day}T${time}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(`${day}T`);
}

/** The cursor of the page to show, its key read as the sort needs it (a price in cents, or a date). */
export function decodeCursor(raw: string, sort: ShopQuery['sort']): ShopCursor {
  let parsed: EncodedCursor;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as EncodedCursor;
  } catch {
    throw invalidCursor();
  }
  if (typeof parsed?.key !== 'string' || typeof parsed.id !== 'string' || !/^[0-9a-f-]{36}$/.test(parsed.id))
    throw invalidCursor();
  if (sort === 'recent') {
    if (!isTimestamp(parsed.key)) throw invalidCursor();
    return parsed;
  }
  const price = Number.parseInt(parsed.key, 10);
  if (!Number.isInteger(price)) throw invalidCursor();
  return { key: price, id: parsed.id };
}

/** The shop: listed products matching the filters, in the chosen order, one page after the cursor. */
export async function listProducts(db: Db, query: ShopQuery, viewerId: string | null): Promise<ProductList> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const { rows } = await db.executeQuery(shopStatement(db, query, viewerId, cursor));
  const counted = cursor ? null : Number(rows[0]?.match_count ?? 0);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toShopCard),
    total: counted === null ? null : Math.min(counted, SHOP_COUNT_CAP),
    totalCapped: counted !== null && counted > SHOP_COUNT_CAP,
    nextCursor: rows.length > query.limit && last ? encodeCursor({ key: last.sort_key, id: last.id }) : null,
  };
}
