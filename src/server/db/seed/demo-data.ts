import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Insertable } from 'kysely';
import type { Role } from '@shared/auth/session.schemas';
import type { BundleTier } from '@shared/orders/lot-pricing';
import type { AppContext } from '@server/context';
import type { ProductMediaTable, ProductsTable, ProfilesTable } from '@server/db/schema';
import { type ImageRenditions, createImageRenditions } from '@server/modules/media/image-renditions';
import type { Logger } from '@server/platform/logger';
import { storageKey } from '@server/platform/storage/storage';
import { seedDemoActivity } from './demo-activity';
import { seedDemoFavourites } from './demo-favourites';
import { seedDemoMessages } from './demo-messages';
import { renderProductImage } from './demo-images';
import { seedDemoTrust } from './demo-trust';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products';

/** A demo account as the README and the start-up log show it. */
export type DemoAccount = { role: string; name: string; email: string; password: string };

type AccountSeed = DemoAccount & {
  roles: Role[];
  username: string;
  /** The profile's address, which checkout pre-fills (with the postcode, when the country has one). */
  street: string;
  postalCode?: string;
  city: string;
  country: string;
  phone: string;
  bio?: string;
  verified?: boolean;
  /** E-mail of the account whose referral code is given at sign-up (created before this one). */
  referredBy?: string;
  /** Where the admin sends a seller's money (the payouts screen shows it). */
  payout?: PayoutDetails;
  /** The seller's bundle discount (issue 32), so that lots show their discount on a fresh start. */
  bundleDiscount?: BundleTier[];
};

type PayoutDetails = Pick<
  Insertable<ProfilesTable>,
  'payment_method' | 'paypal_email' | 'iban_holder_name' | 'iban_number' | 'mobile_money_name' | 'mobile_money_number'
>;

const ADMIN_PASSWORD = 'Demo-Admin-2026';
const SELLER_PASSWORD = 'Demo-Vendeuse-2026';
const BUYER_PASSWORD = 'Demo-Acheteur-2026';

// Sellers come in DemoProduct.seller order (0, 1, 2).
const ACCOUNT_SEEDS: AccountSeed[] = [
  {
    role: 'Administratrice',
    name: 'Équipe Boucles',
    email: 'admin@boucles.demo',
    password: ADMIN_PASSWORD,
    roles: ['admin'],
    username: 'boucles_admin',
    city: 'Paris',
    street: "18 rue de la Goutte d'Or",
    postalCode: '75018',
    country: 'France',
    phone: '+33 1 84 60 12 34',
  },
  {
    role: 'Vendeuse vérifiée',
    name: 'Aminata Koné',
    email: 'aminata@boucles.demo',
    password: SELLER_PASSWORD,
    roles: ['seller'],
    username: 'aminata_hair',
    city: 'Paris',
    street: '42 rue Myrha',
    postalCode: '75018',
    country: 'France',
    phone: '+33 6 12 34 56 78',
    verified: true,
    payout: { payment_method: 'iban', iban_holder_name: 'Aminata Koné', iban_number: 'FR7630006000011234567890189' },
    bundleDiscount: [
      { minItems: 2, percent: 10 },
      { minItems: 3, percent: 15 },
    ],
    bio: 'Perruques et tissages en cheveux vierges, lace HD. Dix ans de coiffure afro à Château-Rouge, conseils personnalisés avant chaque achat.',
  },
  {
    role: 'Vendeur',
    name: 'Koffi Mensah',
    email: 'koffi@boucles.demo',
    password: SELLER_PASSWORD,
    roles: ['seller'],
    username: 'koffi_tissages',
    city: 'Bruxelles',
    street: '15 chaussée de Wavre',
    postalCode: '1050',
    country: 'Belgique',
    phone: '+32 470 12 34 56',
    payout: { payment_method: 'paypal', paypal_email: 'koffi.mensah@boucles.demo' },
    bio: 'Tissages, extensions clip-in et perruques kinky : textures fidèles aux cheveux crépus. Envoi rapide depuis Matonge.',
  },
  {
    role: 'Vendeuse',
    name: 'Grace Mbala',
    email: 'grace@boucles.demo',
    password: SELLER_PASSWORD,
    roles: ['seller'],
    username: 'grace_mbala',
    city: 'Douala',
    street: 'Rue Joss, Bonanjo',
    country: 'Cameroun',
    phone: '+237 6 77 12 34 56',
    payout: {
      payment_method: 'mobile_money',
      mobile_money_name: 'Grace Mbala',
      mobile_money_number: '+237 6 77 12 34 56',
    },
    bio: 'Perruques synthétiques, mèches à tresser et accessoires à petits prix. Je réponds à toutes vos questions sur l’entretien.',
  },
  {
    role: 'Acheteuse',
    name: 'Fatou Diop',
    email: 'fatou@boucles.demo',
    password: BUYER_PASSWORD,
    roles: [],
    username: 'fatou_d',
    city: 'Lyon',
    street: "7 rue de l'Église",
    postalCode: '69007',
    country: 'France',
    phone: '+33 7 81 22 33 44',
  },
  {
    role: 'Acheteuse parrainée',
    name: 'Nadia Traoré',
    email: 'nadia@boucles.demo',
    password: BUYER_PASSWORD,
    roles: [],
    username: 'nadia_t',
    city: 'Abidjan',
    street: 'Boulevard Latrille, Cocody',
    country: "Côte d'Ivoire",
    phone: '+225 07 08 09 10 11',
    // Not Aminata: Nadia's first order is from her, and a bonus from one's own sale is none (decision 040).
    referredBy: 'koffi@boucles.demo',
  },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = ACCOUNT_SEEDS.map(({ role, name, email, password }) => ({
  role,
  name,
  email,
  password,
}));

/** The accounts as aligned lines, for the start-up log and the README. */
export function describeDemoAccounts(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string[] {
  const pad = (key: 'role' | 'email' | 'password') => Math.max(...accounts.map((account) => account[key].length));
  const [role, email, password] = [pad('role'), pad('email'), pad('password')];
  return accounts.map(
    (a) => `${a.role.padEnd(role)}  ${a.email.padEnd(email)}  ${a.password.padEnd(password)}  ${a.name}`,
  );
}

const DAY = 24 * 60 * 60 * 1000;
// Rasterised size of the drawings (and so of the large rendition): 1200 px would more than
// double the seed time for no visible gain in a demo.
const IMAGE_SIZE = 800;

type PlannedProduct = DemoProduct & { id: string; createdAt: Date; index: number };
type MediaRow = Insertable<ProductMediaTable>;

/**
 * Fills an empty database with demo accounts and a catalogue, once: does nothing and
 * returns null as soon as any profile exists.
 *
 * Sign-ups go through better-auth, which writes with its own connection, so they cannot
 * share a transaction with the rest. The order keeps a failure recoverable instead: the
 * pictures are rendered and stored (slowest, no database) while the six sign-ups run, then
 * one transaction writes roles, profile details, products and media. If anything throws,
 * the demo profiles (cascading to their auth rows) and the stored files are removed and the
 * error is rethrown, so the database is empty again and the next start seeds afresh. Only a
 * process killed between the sign-ups and the commit can leave accounts without products
 * (then delete the data directory, or the profiles, to seed again).
 */
export async function seedDemoData(
  ctx: AppContext,
  logger: Logger,
  prerendered?: Promise<DemoPictures>,
): Promise<DemoAccount[] | null> {
  const existing = await ctx.db.selectFrom('profiles').select('id').limit(1).executeTakeFirst();
  if (existing) return null;

  const started = performance.now();
  const now = ctx.clock.now().getTime();
  const products: PlannedProduct[] = DEMO_PRODUCTS.map((product, index) => ({
    ...product,
    index,
    id: randomUUID(),
    // Spread over the last 30 days in a mixed order (golden-ratio steps), never in the future.
    createdAt: new Date(now - (((index * 0.618034) % 1) * 29 + 0.05) * DAY - (index % 7) * 3_600_000),
  }));
  const storedKeys: string[] = [];
  try {
    // Pictures are rendered on sharp's threads while better-auth hashes passwords on this one.
    // Both settle before going on, so that a clean-up never races a sign-up still running.
    let imagesDone = 0;
    const [images, accounts] = await Promise.allSettled([
      storeImages(ctx, products, prerendered ?? renderDemoPictures(), storedKeys).finally(
        () => (imagesDone = performance.now()),
      ),
      signUpAccounts(ctx),
    ]);
    if (images.status === 'rejected') throw images.reason;
    if (accounts.status === 'rejected') throw accounts.reason;
    const [media, ids] = [images.value, accounts.value];
    await ctx.db.transaction().execute(async (trx) => {
      for (const [i, seed] of ACCOUNT_SEEDS.entries()) {
        await trx
          .updateTable('profiles')
          .set({
            username: seed.username,
            address: seed.street,
            postal_code: seed.postalCode ?? null,
            city: seed.city,
            country: seed.country,
            phone: seed.phone,
            bio: seed.bio ?? null,
            is_verified: seed.verified ?? false,
            email_verified: true,
            ...seed.payout,
          })
          .where('id', '=', ids[i]!)
          .execute();
        for (const role of seed.roles) await trx.insertInto('user_roles').values({ user_id: ids[i]!, role }).execute();
        for (const tier of seed.bundleDiscount ?? []) {
          await trx
            .insertInto('bundle_discount_tiers')
            .values({ seller_id: ids[i]!, min_items: tier.minItems, percent: tier.percent })
            .execute();
        }
      }
      const sellerIds = ACCOUNT_SEEDS.flatMap((seed, i) => (seed.roles.includes('seller') ? [ids[i]!] : []));
      await trx
        .insertInto('products')
        .values(products.map((product) => productRow(product, sellerIds)))
        .execute();
      const owners = new Map(products.map((product) => [product.id, sellerIds[product.seller]!]));
      await trx
        .insertInto('product_media')
        .values(media.map((row) => ({ ...row, owner_id: owners.get(row.product_id!)! })))
        .execute();
    });
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
    logger.info(
      `Données de démonstration créées : ${products.length} produits, ${media.length} images, ${ids.length} comptes ` +
        `en ${seconds(performance.now() - started)} (images : ${seconds(imagesDone - started)})`,
    );
    logger.info('Comptes de démonstration :');
    for (const line of describeDemoAccounts()) logger.info(`  ${line}`);
    await seedDemoActivity(ctx, logger).catch((error: unknown) =>
      logger.warn({ err: error }, 'Commandes de démonstration non créées'),
    );
    await seedDemoFavourites(ctx).catch((error: unknown) => logger.warn({ err: error }, 'Favoris non créés'));
    await seedDemoMessages(ctx, logger).catch((error: unknown) => logger.warn({ err: error }, 'Messages non créés'));
    await seedDemoTrust(ctx).catch((error: unknown) =>
      logger.warn({ err: error }, 'Vérifications et signalements non créés'),
    );
    return [...DEMO_ACCOUNTS];
  } catch (error) {
    logger.error({ err: error }, 'Échec de la création des données de démonstration : annulation');
    await undo(ctx, storedKeys).catch((cleanupError: unknown) =>
      logger.error({ err: cleanupError }, 'Nettoyage incomplet'),
    );
    throw error;
  }
}

/** Signs the accounts up in order (a referrer before the person it refers); returns their ids. */
async function signUpAccounts(ctx: AppContext): Promise<string[]> {
  const ids: string[] = [];
  const codes = new Map<string, string>();
  for (const seed of ACCOUNT_SEEDS) {
    const referralCode = seed.referredBy ? codes.get(seed.referredBy) : undefined;
    if (seed.referredBy && !referralCode) throw new Error(`referrer ${seed.referredBy} must be created first`);
    await ctx.auth.api.signUpEmail({
      body: {
        name: seed.name,
        email: seed.email,
        password: seed.password,
        referralCode,
        confirmAdult: true,
        acceptTerms: true,
      } as never,
    });
    const profile = await ctx.db
      .selectFrom('profiles')
      .select(['id', 'referral_code'])
      .where('email', '=', seed.email)
      .executeTakeFirstOrThrow();
    ids.push(profile.id);
    codes.set(seed.email, profile.referral_code);
  }
  return ids;
}

/** Every demo picture as stored renditions, by product index and position. */
export type DemoPictures = Map<string, ImageRenditions>;

const pictureKey = (productIndex: number, position: number) => `${productIndex}:${position}`;

/**
 * Draws and renders every demo picture, a few at a time. Needs no database, so a first start
 * runs it while the embedded database is created and migrated.
 */
export async function renderDemoPictures(): Promise<DemoPictures> {
  const jobs = DEMO_PRODUCTS.flatMap((product, index) =>
    Array.from({ length: product.images }, (_, position) => ({ product, index, position })),
  );
  const pictures: DemoPictures = new Map();
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < jobs.length && !failed) {
      const { product, index, position } = jobs[next++]!;
      const png = await renderProductImage(
        {
          category: product.category,
          color: product.color,
          colorCode: product.code,
          texture: product.texture,
          lengthCm: product.cm,
          accessory: product.accessory,
          seed: index,
          view: position,
        },
        IMAGE_SIZE,
      );
      pictures.set(pictureKey(index, position), await createImageRenditions(png));
    }
  };
  // sharp works off the main thread: one render per core keeps them all busy; on a failure the others stop.
  const workers = Array.from({ length: Math.min(Math.max(availableParallelism(), 2), 4) }, () =>
    worker().catch((error: unknown) => {
      failed = true;
      throw error;
    }),
  );
  const failure = (await Promise.allSettled(workers)).find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return pictures;
}

/** Stores the rendered pictures under each product; returns the product_media rows. */
async function storeImages(
  ctx: AppContext,
  products: PlannedProduct[],
  pictures: Promise<DemoPictures>,
  storedKeys: string[],
): Promise<Omit<MediaRow, 'owner_id'>[]> {
  const rendered = await pictures;
  const rows: Omit<MediaRow, 'owner_id'>[] = [];
  for (const product of products) {
    for (let position = 0; position < product.images; position++) {
      const renditions = rendered.get(pictureKey(product.index, position));
      if (!renditions) throw new Error(`demo picture ${product.index}:${position} was not rendered`);
      const mediaId = randomUUID();
      const cardKey = storageKey('public', 'products', product.id, `${mediaId}-card.webp`);
      const largeKey = storageKey('public', 'products', product.id, `${mediaId}-large.webp`);
      storedKeys.push(cardKey, largeKey);
      await ctx.storage.put(cardKey, renditions.card, 'image/webp');
      await ctx.storage.put(largeKey, renditions.large, 'image/webp');
      rows.push({
        id: mediaId,
        product_id: product.id,
        kind: 'image',
        position,
        card_key: cardKey,
        large_key: largeKey,
        content_type: 'image/webp',
        width: renditions.width,
        height: renditions.height,
        bytes: renditions.large.length,
        created_at: product.createdAt,
      });
    }
  }
  return rows;
}

function productRow(product: PlannedProduct, sellerIds: string[]): Insertable<ProductsTable> {
  const sellerId = sellerIds[product.seller];
  if (!sellerId) throw new Error(`no demo seller ${product.seller}`);
  return {
    id: product.id,
    seller_id: sellerId,
    title: product.title,
    description: product.description,
    price_cents: product.price,
    category: product.category,
    hair_type: product.hair ?? null,
    color: product.color ?? null,
    color_code: product.code ?? null,
    length_cm: product.cm ?? null,
    texture: product.texture ?? null,
    lace: product.wig?.lace ?? null,
    lace_colour: product.wig?.laceColour ?? null,
    pre_plucked: product.wig?.plucked ?? false,
    bleached_knots: product.wig?.bleached ?? false,
    dyeable: product.wig?.dyeable ?? false,
    glueless: product.wig?.glueless ?? false,
    density_percent: product.wig?.density ?? null,
    cap_size: product.wig?.cap ?? null,
    hair_quality: product.quality ?? null,
    origin: product.origin ?? null,
    heat_resistant: product.heat ?? false,
    condition: product.condition ?? null,
    bundle_count: product.bundles?.count ?? null,
    bundle_weight_g: product.bundles?.grams ?? null,
    attachment: product.attachment ?? null,
    curl_pattern: product.curl ?? null,
    stock_quantity: product.stock,
    created_at: product.createdAt,
    updated_at: product.createdAt,
  };
}

/** Puts the database back as it was (empty of profiles) and drops the stored pictures. */
async function undo(ctx: AppContext, storedKeys: string[]): Promise<void> {
  const emails = ACCOUNT_SEEDS.map((seed) => seed.email);
  const demoProfiles = ctx.db.selectFrom('profiles').select('id').where('email', 'in', emails);
  await ctx.db.deleteFrom('products').where('seller_id', 'in', demoProfiles).execute();
  await ctx.db.deleteFrom('profiles').where('email', 'in', emails).execute();
  for (const key of storedKeys) await ctx.storage.delete(key);
}
