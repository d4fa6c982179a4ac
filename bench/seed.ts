import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '@server/db/connection';

/** Drops and creates the bench database, connecting to the server's `postgres` database to do it. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Drops the bench database once this process's connections have gone: a pool's end() resolves
 * before the server sees every socket close, and FORCE on a closing client makes it throw.
 */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    for (let waited = 0; waited < 10_000; waited += 100) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  // A guard against pointing the bench (which drops its database) at a real one.
  if (!/bench/.test(name)) throw new Error(`refusing to drop "${name}": the bench database name must contain "bench"`);
  return name;
}

export const SELLERS = 500;
const BUYERS = 2000;
export const PRODUCTS = 100_000;
const ORDERS_WITH_REVIEW = 6000;

/**
 * Set-based seed, in statement order, on one connection (setseed makes random() repeatable).
 * People 1..SELLERS are sellers (a few big shops, a long tail), the rest buyers.
 */
const seedSteps = (products: number): { label: string; sql: string }[] => [
  {
    label: 'people',
    sql: `
    SELECT setseed(0.2026);
    CREATE TEMP TABLE bench_people AS
      SELECT n, gen_random_uuid() AS id, n <= ${SELLERS} AS is_seller FROM generate_series(1, ${SELLERS + BUYERS}) n;
    INSERT INTO profiles (id, email, email_verified, full_name, username, is_verified, referral_code, city, country,
                          marked_for_deletion_at, created_at, updated_at)
    SELECT id, CASE WHEN is_seller THEN 'vendeuse' ELSE 'cliente' END || n || '@bench.boucles.test', true,
      (ARRAY['Aminata','Fatou','Awa','Mariam','Grace','Nadia','Koffi','Aïcha','Chantal','Esther','Binta','Yasmine'])[1 + n % 12]
        || ' ' || (ARRAY['Koné','Diallo','Traoré','Mbala','Mensah','Diop','Ndiaye','Kouassi','Sow','Camara','Bamba'])[1 + (n / 12) % 11],
      CASE WHEN is_seller AND n % 3 <> 0 THEN 'boutique_' || n END,
      is_seller AND n % 5 = 0,
      'BN' || lpad(n::text, 6, '0'),
      (ARRAY['Paris','Lyon','Bruxelles','Lille','Douala','Abidjan','Dakar','Marseille'])[1 + n % 8],
      (ARRAY['France','France','Belgique','France','Cameroun','Côte d''Ivoire','Sénégal','France'])[1 + n % 8],
      CASE WHEN is_seller AND n % 100 = 42 THEN now() - interval '3 days' END,
      now() - random() * interval '500 days', now()
    FROM bench_people;
    INSERT INTO user_roles (user_id, role) SELECT id, 'seller' FROM bench_people WHERE is_seller;`,
  },
  {
    label: 'products',
    sql: `
    INSERT INTO products (seller_id, title, description, price_cents, category, hair_type, color, color_code, length_cm, texture,
      lace, lace_colour, glueless, density_percent, cap_size, hair_quality, origin, heat_resistant, stock_quantity,
      is_available, hidden_by_admin, deleted_at, condition, curl_pattern, attachment, pre_plucked, bleached_knots, dyeable,
      bundle_count, bundle_weight_g, created_at, updated_at)
    SELECT seller_id,
      CASE category
        WHEN 'Perruques' THEN 'Perruque ' || replace(coalesce(lace, ''), '_', ' ') || ' ' || replace(texture, '_', ' ') || ' ' || length_cm || ' cm ' || color
        WHEN 'Tissages' THEN 'Tissage ' || replace(texture, '_', ' ') || ' ' || length_cm || ' cm ' || color
        WHEN 'Extensions' THEN 'Extensions clip-in ' || replace(texture, '_', ' ') || ' ' || length_cm || ' cm ' || color
        ELSE (ARRAY['Bonnet en satin','Colle pour lace','Peigne à queue','Filet à perruque','Spray fixant','Bandeau élastique',
                    'Brosse démêlante','Huile de coco'])[1 + floor(r_opt * 8)::int] END,
      CASE WHEN category = 'Accessoires' THEN 'Accessoire d''entretien pour perruques et tissages. Expédié sous 48 h.'
        ELSE 'Cheveux ' || lower(hair_type) || ', texture ' || replace(texture, '_', ' ') || ', ' || length_cm || ' cm, couleur ' || color
             || '. Lavable et coiffable, conseils d''entretien inclus. Expédition soignée sous 48 h.' END,
      -- Log-uniform within each category's range, skewed toward the cheap end, prices ending in ,90.
      (round(exp(ln(lo) + power(r_price, 1.4) * (ln(hi) - ln(lo)))) * 100 - 10)::int,
      category, hair_type, color,
      CASE WHEN color IS NULL THEN NULL ELSE (ARRAY['1B','4','613','30','99J','51'])[array_position(ARRAY['noir','brun','blond','auburn','rouge','gris'], color)] END,
      length_cm, texture, lace,
      -- Lace colour (0029): HD where lace_hd used to be true, else mostly transparent, some brown.
      CASE WHEN lace IS NULL OR lace = 'sans_lace' THEN NULL WHEN r_opt < 0.4 THEN 'hd' WHEN r_opt < 0.85 THEN 'transparent' ELSE 'brown' END,
      category = 'Perruques' AND r_opt > 0.6,
      CASE WHEN category = 'Perruques' THEN (ARRAY[130,150,180,180,200,250])[1 + floor(r_cap * 6)::int] END,
      CASE WHEN category = 'Perruques' THEN CASE WHEN r_cap < 0.07 THEN 'XS' WHEN r_cap < 0.25 THEN 'S' WHEN r_cap < 0.85 THEN 'M' ELSE 'L' END END,
      CASE WHEN hair_type IN ('Naturel','Mixte') THEN CASE WHEN r_qual < 0.40 THEN 'vierge' WHEN r_qual < 0.85 THEN 'remy' ELSE 'non_remy' END END,
      CASE WHEN hair_type = 'Naturel' THEN (ARRAY['bresilien','bresilien','bresilien','peruvien','malaisien','indien','indien','vietnamien',
                                                  'cambodgien','europeen','autre'])[1 + floor(r_qual * 11)::int] END,
      coalesce(hair_type = 'Synthétique' AND r_opt > 0.3, false),
      CASE WHEN r_stock < 0.02 THEN 0 ELSE 1 + floor(power(r_stock, 4) * 25)::int END,
      r_state >= 0.015, r_state >= 0.015 AND r_state < 0.018,
      CASE WHEN r_state >= 0.018 AND r_state < 0.025 THEN created_at + interval '20 days' END,
      -- 'État' (0028): one listing in ten predates it (null); accessories often leave it unsaid.
      CASE WHEN r_cond < 0.10 OR (category = 'Accessoires' AND r_cond < 0.5) THEN NULL WHEN r_cond < 0.40 THEN 'new_sealed'
           WHEN r_cond < 0.65 THEN 'new_unworn' WHEN r_cond < 0.90 THEN 'worn_like_new' ELSE 'worn_good' END,
      -- Curl type of natural curly hair; the looser textures have none.
      CASE WHEN hair_type IN ('Naturel', 'Mixte') AND texture IN ('kinky_curly', 'afro', 'deep_wave', 'water_wave') THEN
        (ARRAY['3A','3B','3C','4A','4B','4C'])[1 + floor(r_det * 6)::int] END,
      CASE WHEN category = 'Extensions' THEN CASE WHEN r_det < 0.45 THEN 'clips' WHEN r_det < 0.65 THEN 'tape_in'
        WHEN r_det < 0.80 THEN 'keratin' WHEN r_det < 0.90 THEN 'micro_rings' ELSE 'sew_in' END END,
      category = 'Perruques' AND lace IS NOT NULL AND lace <> 'sans_lace' AND r_det < 0.6,
      category = 'Perruques' AND lace IS NOT NULL AND lace <> 'sans_lace' AND r_det < 0.3,
      category = 'Perruques' AND hair_type = 'Naturel' AND r_det > 0.5,
      CASE WHEN category = 'Tissages' THEN 2 + floor(r_det * 3)::int END,
      CASE WHEN category = 'Tissages' THEN (ARRAY[50, 100, 100, 100])[1 + floor(r_cond * 4)::int] END,
      created_at, created_at
    FROM (
      SELECT x.*,
        CASE WHEN category = 'Accessoires' THEN NULL ELSE hair END AS hair_type,
        CASE WHEN category = 'Accessoires' THEN NULL ELSE tex END AS texture,
        CASE WHEN category = 'Accessoires' THEN NULL ELSE col END AS color,
        CASE category WHEN 'Accessoires' THEN NULL WHEN 'Extensions' THEN 30 + floor(power(r_len, 1.2) * 37)::int
          ELSE 15 + floor(power(r_len, 1.2) * 62)::int END AS length_cm,
        CASE WHEN category = 'Perruques' THEN (ARRAY['sans_lace','sans_lace','closure_4x4','closure_4x4','closure_5x5','closure_6x6',
          'frontale_13x4','frontale_13x4','frontale_13x4','frontale_13x6','lace_360','full_lace'])[1 + floor(r_lace * 12)::int] END AS lace,
        CASE category WHEN 'Perruques' THEN 59 WHEN 'Tissages' THEN 25 WHEN 'Extensions' THEN 19 ELSE 3 END AS lo,
        CASE category WHEN 'Perruques' THEN 590 WHEN 'Tissages' THEN 260 WHEN 'Extensions' THEN 220 ELSE 35 END AS hi,
        now() - power(r_age, 1.3) * interval '365 days' AS created_at
      FROM (
        SELECT d.*, s.id AS seller_id,
          CASE WHEN r_cat < 0.40 THEN 'Perruques' WHEN r_cat < 0.65 THEN 'Tissages' WHEN r_cat < 0.90 THEN 'Extensions' ELSE 'Accessoires' END AS category,
          CASE WHEN r_type < 0.55 THEN 'Naturel' WHEN r_type < 0.90 THEN 'Synthétique' ELSE 'Mixte' END AS hair,
          CASE WHEN r_col < 0.45 THEN 'noir' WHEN r_col < 0.70 THEN 'brun' WHEN r_col < 0.85 THEN 'blond'
               WHEN r_col < 0.92 THEN 'auburn' WHEN r_col < 0.96 THEN 'rouge' ELSE 'gris' END AS col,
          (ARRAY['lisse','lisse','lisse','body_wave','body_wave','loose_wave','deep_wave','water_wave','kinky_straight','yaki',
                 'kinky_curly','kinky_curly','afro'])[1 + floor(r_tex * 13)::int] AS tex
        FROM (
          SELECT g, 1 + floor(${SELLERS} * power(random(), 2.2))::int AS seller_n,
            random() AS r_cat, random() AS r_type, random() AS r_col, random() AS r_len, random() AS r_tex, random() AS r_lace,
            random() AS r_opt, random() AS r_cap, random() AS r_qual, random() AS r_price, random() AS r_stock,
            random() AS r_state, random() AS r_age, random() AS r_cond, random() AS r_det
          FROM generate_series(1, ${products}) g
        ) d JOIN bench_people s ON s.n = d.seller_n
      ) x
    ) y;`,
  },
  {
    label: 'images',
    sql: `
    INSERT INTO product_media (id, owner_id, product_id, kind, position, card_key, large_key, content_type, width, height, bytes, created_at)
    SELECT media_id, seller_id, id, 'image', 0,
      'public/products/' || id || '/' || media_id || '-card.webp', 'public/products/' || id || '/' || media_id || '-large.webp',
      'image/webp', 1024, 1280, 60000 + floor(random() * 140000)::int, created_at
    FROM (SELECT p.id, p.seller_id, p.created_at, gen_random_uuid() AS media_id FROM products p) m;`,
  },
  {
    label: 'orders and reviews',
    sql: `
    CREATE TEMP TABLE bench_orders AS
    SELECT gen_random_uuid() AS id, b.id AS buyer_id, x.product_id, x.seller_id, x.price_cents, x.ordered_at, x.r_rating
    FROM (
      SELECT p.id AS product_id, p.seller_id, p.price_cents, p.created_at + random() * (now() - p.created_at) AS ordered_at,
        ${SELLERS + 1} + floor(random() * ${BUYERS})::int AS buyer_n, random() AS r_rating
      FROM products p WHERE p.deleted_at IS NULL ORDER BY random() LIMIT ${ORDERS_WITH_REVIEW}
    ) x JOIN bench_people b ON b.n = x.buyer_n;
    INSERT INTO orders (id, buyer_id, seller_id, product_id, status, price_cents, delivery_cost_cents, total_amount_cents,
                        commission_cents, seller_amount_cents, delivery_type, delivery_address, delivery_country, created_at, updated_at)
    SELECT id, buyer_id, seller_id, product_id, 'completed', price_cents, 690, price_cents + 690,
      round(price_cents * 0.05)::int, price_cents - round(price_cents * 0.05)::int,
      'home', '12 rue des Martyrs, 75009 Paris', 'France', ordered_at, least(ordered_at + interval '9 days', now())
    FROM bench_orders;
    INSERT INTO reviews (order_id, reviewer_id, reviewee_id, rating, comment, created_at)
    SELECT id, buyer_id, seller_id,
      CASE WHEN r_rating < 0.03 THEN 1 WHEN r_rating < 0.07 THEN 2 WHEN r_rating < 0.17 THEN 3 WHEN r_rating < 0.45 THEN 4 ELSE 5 END,
      (ARRAY['Déçue, la texture ne correspond pas.','Correct sans plus.','Bonne qualité, livraison un peu lente.',
             'Très belle perruque, conforme à la description.','Magnifique, je recommande cette vendeuse !'])[1 + floor(r_rating * 5)::int],
      least(ordered_at + interval '12 days', now())
    FROM bench_orders;
    DROP TABLE bench_orders;
    DROP TABLE bench_people;`,
  },
];

export type SeedReport = { steps: { label: string; ms: number }[]; vacuumMs: number; counts: Record<string, number> };

/**
 * Seeds the catalogue, then VACUUM ANALYZE (a year-old table has been vacuumed: visibility map
 * set, statistics fresh) and CHECKPOINT (the bulk load's dirty pages are written now, not by the
 * checkpointer in the middle of the measurement).
 */
export async function seedCatalogue(db: Db, products = PRODUCTS): Promise<SeedReport> {
  const steps: SeedReport['steps'] = [];
  await db.connection().execute(async (conn) => {
    for (const step of seedSteps(products)) {
      const started = performance.now();
      await sql.raw(step.sql).execute(conn);
      steps.push({ label: step.label, ms: performance.now() - started });
    }
  });
  const started = performance.now();
  await sql.raw('VACUUM (ANALYZE)').execute(db);
  await sql.raw('CHECKPOINT').execute(db);
  const vacuumMs = performance.now() - started;
  const counts = await sql<Record<string, number>>`SELECT
      (SELECT count(*) FROM profiles) AS profiles,
      (SELECT count(*) FROM products) AS products,
      (SELECT count(*) FROM products p JOIN profiles s ON s.id = p.seller_id WHERE p.is_available AND NOT p.hidden_by_admin
         AND p.deleted_at IS NULL AND p.stock_quantity > 0 AND s.marked_for_deletion_at IS NULL AND s.anonymized_at IS NULL) AS listed,
      (SELECT count(*) FROM products WHERE category = 'Perruques') AS wigs,
      (SELECT count(*) FROM product_media) AS images,
      (SELECT count(*) FROM reviews) AS reviews`.execute(db);
  return { steps, vacuumMs, counts: counts.rows[0] ?? {} };
}

/** The table a finished seed leaves behind, so a later run can reuse the database instead of seeding again. */
const SEEDED_MARK = 'bench_seeded';

/** Whether `url` names a database already seeded with `products` products (a finished seed). */
export async function isSeeded(url: string, products: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return false; // no such database yet
  }
  try {
    const { rows } = await client.query<{ found: string | null }>(`SELECT to_regclass($1)::text AS found`, [
      SEEDED_MARK,
    ]);
    if (!rows[0]?.found) return false;
    const mark = await client.query<{ products: number }>(`SELECT products FROM ${SEEDED_MARK}`);
    return mark.rows[0]?.products === products;
  } finally {
    await client.end();
  }
}

/** Marks a seed as finished (see isSeeded). */
export async function markSeeded(db: Db, products: number): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE ${SEEDED_MARK} (products integer NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now());
    INSERT INTO ${SEEDED_MARK} (products) VALUES (${Math.trunc(products)})`,
    )
    .execute(db);
}

/** The table a finished named seed leaves behind (see isSeededAs). */
const NAMED_MARK = 'bench_seed_name';

/**
 * Whether `url` names a database a finished seed called `name` left behind, so a bench can
 * migrate and reuse it instead of seeding again (a kept database, `--keep`).
 */
export async function isSeededAs(url: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return false; // no such database yet
  }
  try {
    const { rows } = await client.query<{ found: string | null }>(`SELECT to_regclass($1)::text AS found`, [NAMED_MARK]);
    if (!rows[0]?.found) return false;
    const mark = await client.query<{ name: string }>(`SELECT name FROM ${NAMED_MARK}`);
    return mark.rows[0]?.name === name;
  } finally {
    await client.end();
  }
}

/** Marks a seed called `name` as finished (see isSeededAs). */
export async function markSeededAs(db: Db, name: string): Promise<void> {
  await sql`CREATE TABLE ${sql.raw(NAMED_MARK)} (name text NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`INSERT INTO ${sql.raw(NAMED_MARK)} (name) VALUES (${name})`.execute(db);
}
