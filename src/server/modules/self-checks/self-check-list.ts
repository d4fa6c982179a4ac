import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { deliveryCostCents } from '@shared/delivery';
import { commissionCents } from '@shared/money';
import type { AppContext } from '@server/context';
import { readMigrations } from '@server/db/migrate';
import { storageKey } from '@server/platform/storage/storage';
import { ledgerIsBalanced } from '../ledger/ledger-balances';

/** Fetches a path from this very app (Fastify's inject), to check what a browser would get. */
export type FetchOwn = (url: string) => Promise<{ statusCode: number; body: string }>;

/** A check returns what it verified, or throws with what is wrong, in French. */
export type SelfCheck = { name: string; run(): Promise<string> };

export class SelfCheckFailure extends Error {}

const fail = (message: string): never => {
  throw new SelfCheckFailure(message);
};

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

export function selfCheckList(ctx: AppContext, fetchOwn: FetchOwn, adminEmail: string): SelfCheck[] {
  return [
    { name: 'Base de données joignable', run: () => databaseReachable(ctx) },
    { name: 'Migrations appliquées', run: () => migrationsApplied(ctx) },
    { name: 'Stockage : écriture, lecture, URL signée, suppression', run: () => storageRoundTrip(ctx, fetchOwn) },
    { name: "Envoi d'e-mails", run: () => sendTestMail(ctx, adminEmail) },
    { name: 'Règles métier : commission et livraison', run: () => businessRules(ctx) },
    { name: 'Grand livre équilibré', run: () => ledgerBalanced(ctx) },
    { name: 'Aucune commande dans un état impossible', run: () => noImpossibleOrder(ctx) },
  ];
}

/** A real message through the configured transport, to the admin who runs the checks. */
async function sendTestMail(ctx: AppContext, to: string) {
  await ctx.mailer.send({
    to,
    subject: 'Boucles : e-mail de vérification',
    text: "Bonjour,\n\nCet e-mail a été envoyé par les vérifications de l'administration (/test-runner). Aucune action n'est nécessaire.",
  });
  const route = ctx.mailer.transport === 'smtp' ? 'par SMTP' : "dans la boîte d'envoi locale";
  return `E-mail de vérification envoyé à ${to} ${route}`;
}

async function databaseReachable(ctx: AppContext) {
  const { rows } = await sql<{ version: string }>`SELECT split_part(version(), ' ', 2) AS version`.execute(ctx.db);
  const engine = ctx.dbKind === 'pglite' ? 'PGlite (embarquée)' : 'PostgreSQL';
  return `${engine} ${rows[0]?.version ?? ''} répond`.trim();
}

async function migrationsApplied(ctx: AppContext) {
  const expected = readMigrations().map((migration) => migration.name);
  const applied = new Set(
    (await ctx.db.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name),
  );
  const missing = expected.filter((name) => !applied.has(name));
  if (missing.length > 0) fail(`Migrations non appliquées : ${missing.join(', ')}`);
  return `${plural(expected.length, 'migration')} sur ${expected.length} appliquées`;
}

/** A private file written, read back, served through a signed URL (and not with a forged one), then deleted. */
async function storageRoundTrip(ctx: AppContext, fetchOwn: FetchOwn) {
  const key = storageKey('private', 'self-checks', `${randomUUID()}.txt`);
  const content = `auto-test ${new Date().toISOString()}`;
  await ctx.storage.put(key, Buffer.from(content), 'text/plain');
  try {
    const read = await ctx.storage.get(key);
    if (read?.data.toString() !== content) fail('Le fichier relu ne correspond pas au fichier écrit');
    const url = ctx.signer.signedUrl(key, 60);
    const served = await fetchOwn(url);
    if (served.statusCode !== 200 || served.body !== content)
      fail(`L'URL signée ne sert pas le fichier (HTTP ${served.statusCode})`);
    const forged = await fetchOwn(url.replace(/signature=[^&]+/, 'signature=falsifiee'));
    if (forged.statusCode !== 403) fail(`Une URL à la signature falsifiée répond HTTP ${forged.statusCode}`);
  } finally {
    await ctx.storage.delete(key);
  }
  if ((await ctx.storage.get(key)) !== null) fail('Le fichier existe encore après sa suppression');
  return 'Fichier privé écrit, relu, servi par URL signée (refusé avec une signature falsifiée), puis supprimé';
}

/** The shared rules on the spec's own figures, and every stored order agreeing with them. */
async function businessRules(ctx: AppContext) {
  const examples: [string, number, number][] = [
    ['commission de 100,00 €', commissionCents(10_000), 500],
    ['commission de 19,99 €', commissionCents(1_999), 100],
    ['livraison à domicile en France', deliveryCostCents('home', 'France'), 699],
    ['livraison à domicile au Sénégal', deliveryCostCents('home', 'Sénégal'), 1_299],
    ['retrait', deliveryCostCents('pickup', 'Sénégal'), 0],
  ];
  for (const [label, actual, expected] of examples) {
    if (actual !== expected) fail(`Règle fausse : ${label} donne ${actual} centimes au lieu de ${expected}`);
  }
  const orders = await ctx.db
    .selectFrom('orders')
    .select(['order_number', 'price_cents', 'commission_cents'])
    .execute();
  const wrong = orders.filter((order) => order.commission_cents !== commissionCents(order.price_cents));
  if (wrong.length > 0)
    fail(`Commission différente de 5 % sur : ${wrong.map((order) => order.order_number).join(', ')}`);
  return `Commission de 5 % et frais de livraison conformes ; commandes vérifiées : ${orders.length}`;
}

async function ledgerBalanced(ctx: AppContext) {
  if (!(await ledgerIsBalanced(ctx.db))) fail("Un mouvement du grand livre ne s'équilibre pas à zéro");
  const { movements } = await ctx.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.count<number>('movement_id').distinct().as('movements'))
    .executeTakeFirstOrThrow();
  return `${plural(Number(movements), 'mouvement')}, chacun de somme nulle`;
}

/**
 * States no action reaches, the admin's included: a payment marked paid whose money the
 * ledger never received, a delivery supplement validated without its money (decision 040), or
 * a seller's share released out of money never received.
 */
async function noImpossibleOrder(ctx: AppContext) {
  const hasMovement = (kind: 'payment_received' | 'seller_share_released' | 'supplement_received') =>
    sql<boolean>`EXISTS (SELECT 1 FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = ${kind})`;
  const impossible = await ctx.db
    .selectFrom('orders as o')
    .innerJoin('payments as pay', 'pay.order_id', 'o.id')
    .select('o.order_number')
    .where((eb) =>
      eb.or([
        eb.and([eb('pay.status', '=', 'paid'), eb.not(hasMovement('payment_received'))]),
        eb.and([hasMovement('seller_share_released'), eb.not(hasMovement('payment_received'))]),
        eb.and([
          eb.exists(
            eb
              .selectFrom('order_supplements as s')
              .select('s.id')
              .whereRef('s.order_id', '=', 'o.id')
              .where('s.status', '=', 'validated'),
          ),
          eb.not(hasMovement('supplement_received')),
        ]),
      ]),
    )
    .orderBy('o.order_number')
    .limit(20)
    .execute();
  if (impossible.length > 0)
    fail(`Commandes incohérentes avec le grand livre : ${impossible.map((row) => row.order_number).join(', ')}`);
  return 'Chaque paiement validé, chaque supplément payé et chaque part versée au vendeur ont leur encaissement au grand livre';
}
