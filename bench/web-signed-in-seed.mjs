// The data the signed-in screens are measured over (issue 35), added to the demo data folder
// while the server is stopped, set-based in PGlite: copies of the demo's own rows (an order with
// its payment, lines and events; a listing with its pictures; a conversation with its members
// and messages), so that every screen draws them as it draws the demo's.
//   Fatou (buyer):   125 orders, 500 conversations      → /orders, /messages
//   Aminata (seller): 200 listings                       → /my-products, /earnings
//   the admin:        100,000 orders in all, sold by Koffi → /admin
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const SIGNED_IN = {
  buyer: { email: 'fatou@boucles.demo', password: 'Demo-Acheteur-2026' },
  seller: { email: 'aminata@boucles.demo', password: 'Demo-Vendeuse-2026' },
  admin: { email: 'admin@boucles.demo', password: 'Demo-Admin-2026' },
};
const BUYER_ORDERS = 125;
const ADMIN_ORDERS = 100_000;
const LISTINGS = 200;
const CONVERSATIONS = 500;

/** The table's columns a copy writes: generated and identity columns are the database's. */
async function columnsOf(db, table) {
  const { rows } = await db.query(
    `SELECT column_name FROM information_schema.columns
      WHERE table_name = $1 AND is_generated = 'NEVER' AND is_identity = 'NO' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/** INSERT … SELECT copying `table`'s rows joined to a map, with some columns replaced by expressions. */
async function copyRows(db, table, { from, replace, omit = [] }) {
  const columns = (await columnsOf(db, table)).filter((column) => !omit.includes(column));
  const values = columns.map((column) => replace[column] ?? `t.${column}`);
  await db.exec(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values.join(', ')} FROM ${table} t ${from}`);
}

const profileId = async (db, email) =>
  (await db.query(`SELECT id FROM profiles WHERE email = $1`, [email])).rows[0]?.id ??
  Promise.reject(new Error(`no demo account ${email}`));

/** `count` copies of the newest order, for `buyer` and `seller`, an hour apart. */
async function copyOrders(db, { count, buyer, seller, tag }) {
  const template = (await db.query(`SELECT id FROM orders ORDER BY created_at DESC LIMIT 1`)).rows[0].id;
  await db.exec(`DROP TABLE IF EXISTS bench_orders;
    CREATE TEMP TABLE bench_orders AS
      SELECT '${template}'::uuid AS old_id, gen_random_uuid() AS new_id, g FROM generate_series(1, ${count}) g`);
  await db.exec('BEGIN');
  await copyRows(db, 'orders', {
    from: 'JOIN bench_orders m ON m.old_id = t.id',
    replace: {
      id: 'm.new_id',
      order_number: `'BENCH-${tag}-' || lpad(m.g::text, 6, '0')`,
      buyer_id: `'${buyer}'`,
      seller_id: `'${seller}'`,
      idempotency_key: 'NULL',
      created_at: `now() - m.g * interval '1 hour'`,
      updated_at: `now() - m.g * interval '1 hour'`,
    },
  });
  for (const table of ['payments', 'order_items'])
    await copyRows(db, table, {
      from: 'JOIN bench_orders m ON m.old_id = t.order_id',
      replace: { id: 'gen_random_uuid()', order_id: 'm.new_id' },
    });
  // Its id is a sequence's.
  await copyRows(db, 'order_events', {
    from: 'JOIN bench_orders m ON m.old_id = t.order_id',
    replace: { order_id: 'm.new_id' },
    omit: ['id'],
  });
  await db.exec('COMMIT');
}

async function copyListings(db, seller, count) {
  const template = (await db.query(`SELECT id FROM products WHERE seller_id = $1 LIMIT 1`, [seller])).rows[0].id;
  await db.exec(`DROP TABLE IF EXISTS bench_products;
    CREATE TEMP TABLE bench_products AS
      SELECT '${template}'::uuid AS old_id, gen_random_uuid() AS new_id, g FROM generate_series(1, ${count}) g`);
  await copyRows(db, 'products', {
    from: 'JOIN bench_products m ON m.old_id = t.id',
    replace: { id: 'm.new_id', title: `t.title || ' n° ' || m.g`, created_at: `now() - m.g * interval '1 minute'` },
  });
  await copyRows(db, 'product_media', {
    from: 'JOIN bench_products m ON m.old_id = t.product_id',
    replace: { id: 'gen_random_uuid()', product_id: 'm.new_id' },
  });
}

/** `count` copies of a conversation: `buyer` asks `seller` about each of the seller's listings. */
async function copyConversations(db, { buyer, seller, count }) {
  const template = (
    await db.query(`SELECT id FROM conversations WHERE subject = 'product' AND last_message_id IS NOT NULL LIMIT 1`)
  ).rows[0].id;
  await db.exec(`DROP TABLE IF EXISTS bench_conversations;
    CREATE TEMP TABLE bench_conversations AS
      SELECT c.id AS old_id, c.buyer_id AS old_buyer, gen_random_uuid() AS new_id, p.id AS product_id,
             row_number() OVER () AS g
        FROM products p, conversations c
       WHERE c.id = '${template}' AND p.seller_id = '${seller}' AND p.id NOT IN (
             SELECT product_id FROM conversations WHERE buyer_id = '${buyer}' AND subject = 'product')
       LIMIT ${count}`);
  const person = (isBuyer) => `CASE WHEN ${isBuyer} THEN '${buyer}'::uuid ELSE '${seller}'::uuid END`;
  await db.exec('BEGIN');
  await copyRows(db, 'conversations', {
    from: 'JOIN bench_conversations m ON m.old_id = t.id',
    replace: {
      id: 'm.new_id',
      product_id: 'm.product_id',
      buyer_id: `'${buyer}'`,
      seller_id: `'${seller}'`,
      last_message_id: 'NULL',
      last_message_at: `now() - m.g * interval '1 minute'`,
    },
  });
  await copyRows(db, 'conversation_members', {
    from: 'JOIN bench_conversations m ON m.old_id = t.conversation_id',
    replace: {
      conversation_id: 'm.new_id',
      user_id: person("t.role = 'buyer'"),
      last_message_at: `now() - m.g * interval '1 minute'`,
    },
  });
  await copyRows(db, 'messages', {
    from: 'JOIN bench_conversations m ON m.old_id = t.conversation_id',
    replace: {
      id: 'gen_random_uuid()',
      conversation_id: 'm.new_id',
      sender_id: person('t.sender_id = m.old_buyer'),
      created_at: `now() - m.g * interval '1 minute'`,
    },
  });
  await db.exec(`UPDATE conversations c SET last_message_id = (
      SELECT id FROM messages WHERE conversation_id = c.id ORDER BY created_at DESC, seq DESC LIMIT 1)
    WHERE c.id IN (SELECT new_id FROM bench_conversations)`);
  await db.exec('COMMIT');
}

/** Adds the signed-in screens' data to a stopped server's PGlite folder; returns what was added. */
export async function seedSignedIn(pgliteDir) {
  const db = await PGlite.create({ dataDir: pgliteDir, extensions: { unaccent, pg_trgm } });
  try {
    const [buyer, seller, admin, other] = await Promise.all([
      profileId(db, SIGNED_IN.buyer.email),
      profileId(db, SIGNED_IN.seller.email),
      profileId(db, SIGNED_IN.admin.email),
      profileId(db, 'koffi@boucles.demo'),
    ]);
    const before = (await db.query(`SELECT count(*)::int AS n FROM orders WHERE buyer_id = $1`, [buyer])).rows[0].n;
    await copyOrders(db, { count: BUYER_ORDERS - before, buyer, seller, tag: 'A' });
    const total = (await db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
    // The rest of the 100,000 bought by the admin's account from Koffi: no measured buyer's or seller's list grows.
    await copyOrders(db, { count: ADMIN_ORDERS - total, buyer: admin, seller: other, tag: 'B' });
    await copyListings(db, seller, LISTINGS);
    await copyListings(db, other, CONVERSATIONS);
    await copyConversations(db, { buyer, seller: other, count: CONVERSATIONS });
    await db.exec('VACUUM ANALYZE');
    const count = async (sql, params) => (await db.query(sql, params)).rows[0].n;
    return {
      buyerOrders: await count('SELECT count(*)::int AS n FROM orders WHERE buyer_id = $1', [buyer]),
      orders: await count('SELECT count(*)::int AS n FROM orders'),
      sellerListings: await count('SELECT count(*)::int AS n FROM products WHERE seller_id = $1', [seller]),
      buyerConversations: await count('SELECT count(*)::int AS n FROM conversation_members WHERE user_id = $1', [
        buyer,
      ]),
    };
  } finally {
    await db.close();
  }
}
