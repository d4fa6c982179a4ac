import { createECDH, createHash, randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { ReturnStatus } from '@shared/returns/return-status';
import { sql } from 'kysely';
import type { TestApp } from './app';
import { insertProduct } from './catalogue-factories';
import { type TestUser, createSeller, createUser, signIn } from './factories';
import { multipart, pngImage } from './files';
import type { TestClient } from './http';
import {
  checkout,
  deliveredOrder,
  homeCheckout,
  orderParties,
  paidOrder,
  paymentIdOf,
  pngProof,
  uploadProof,
} from './order-factories';
import { requestReturn } from './return-factories';
import { askVerification, insertReport, pendingVerificationOf } from './trust-factories';

/** Who calls: nobody, a stranger, the two parties of every object, another seller, the admin. */
export const ACTORS = ['visitor', 'user', 'buyer', 'seller', 'other', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

const ok = <R extends { statusCode: number; body: string }>(response: R, what: string): R => {
  if (response.statusCode >= 300) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response;
};

/** What a browser's PushSubscription.toJSON() gives (the server checks the key is a real P-256 point). */
export function browserPushSubscription(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return { endpoint, keys: { p256dh: keys.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
}

async function returnOn(t: TestApp, parties: Awaited<ReturnType<typeof orderParties>>, status: ReturnStatus) {
  const orderId = await deliveredOrder(t, parties);
  const response = ok(await requestReturn(parties.buyerClient, orderId, { reason: 'defective' }), 'return');
  const id: string = response.json().return.id;
  // Later states straight in the database: the walk there (proofs, admin) is not what is tested.
  const validated = ['admin_approved', 'shipped_back', 'received'].includes(status);
  await t.ctx.db
    .updateTable('returns')
    .set({
      status,
      ...(validated ? { admin_validated_at: t.clock.now() } : {}),
      ...(status === 'rejected' || status === 'disputed' ? { rejected_at: t.clock.now() } : {}),
      ...(status === 'disputed' ? { dispute_message: 'Le refus est injuste.', disputed_at: t.clock.now() } : {}),
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/**
 * Real objects in the states the routes act on, each with its owner or parties among the
 * actors: the buyer bought from the seller; "other" is a seller with a product of their own
 * and no part in any of it; "user" is a signed-in stranger.
 */
export async function buildWorld(t: TestApp) {
  const parties = await orderParties(t, { stock_quantity: 50 });
  const { seller, buyer, admin, productId } = parties;
  const user = await createUser(t, { fullName: 'Inès Inconnue' });
  const other = await createSeller(t, { fullName: 'Olga Autre' });
  const otherProductId = await insertProduct(t, other.id);
  const spareProductId = await insertProduct(t, seller.id, { title: 'Tissage lisse 50 cm' });
  const hiddenProductId = await insertProduct(t, seller.id, { title: 'Closure masquée', hidden_by_admin: true });

  const pendingOrder = await checkout(parties.buyerClient, homeCheckout(productId));
  const pickupOrder = await checkout(parties.buyerClient, homeCheckout(productId, { deliveryType: 'pickup' }));
  const submittedOrder = await checkout(parties.buyerClient, homeCheckout(productId));
  ok(await uploadProof(parties.buyerClient, submittedOrder, await pngProof()), 'proof');
  const paymentId = await paymentIdOf(t, submittedOrder);
  const paid = await paidOrder(t, parties);
  const inTransitOrder = await paidOrder(t, parties);
  ok(await parties.sellerClient.post(`/api/orders/${inTransitOrder}/ship`, {}), 'ship');
  const delivered = await deliveredOrder(t, parties);
  // A paid pickup order switched to home delivery: its supplement waits for the buyer's proof.
  const supplementOrder = await paidOrder(t, parties, { deliveryType: 'pickup' });
  const switched = ok(
    await parties.buyerClient.post(`/api/orders/${supplementOrder}/switch-to-home`, {
      address: '5 Avenue Cheikh Anta Diop, Dakar',
      country: 'Sénégal',
    }),
    'supplement',
  );
  const returns = {
    pending: await returnOn(t, parties, 'pending'),
    approved: await returnOn(t, parties, 'approved'),
    adminApproved: await returnOn(t, parties, 'admin_approved'),
    shippedBack: await returnOn(t, parties, 'shipped_back'),
    received: await returnOn(t, parties, 'received'),
    rejected: await returnOn(t, parties, 'rejected'),
    disputed: await returnOn(t, parties, 'disputed'),
  };

  // A completed, reviewed order makes the seller owed money, hence a payout.
  const reviewed = await deliveredOrder(t, parties);
  ok(await parties.buyerClient.post(`/api/orders/${reviewed}/review`, { rating: 5, comment: 'Parfait' }), 'review');
  await t.ctx.db
    .updateTable('profiles')
    .set({ payment_method: 'paypal', paypal_email: 'vendeuse@paypal.test' })
    .where('id', '=', seller.id)
    .execute();
  const payout = ok(
    await parties.adminClient.post('/api/admin/payouts', {
      sellerId: seller.id,
      amountCents: 100,
      method: 'paypal',
      reference: 'PP-1',
    }),
    'payout',
  );

  // The seller invited a friend whose first order made a referral bonus.
  const friend = await createUser(t, { fullName: 'Binta Filleule', referralCode: seller.referralCode });
  await checkout(await signIn(t, friend), homeCheckout(otherProductId));
  const referral = await t.ctx.db.selectFrom('referrals').select('id').executeTakeFirstOrThrow();

  const notification = await t.ctx.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  const factor = ok(
    await parties.buyerClient.post('/api/me/factors', { password: buyer.password, friendlyName: 'Téléphone' }),
    'factor',
  ).json().factor.id as string;
  // The buyer's second device: the one a session route may end.
  await signIn(t, buyer);
  const sessions = (await parties.buyerClient.get('/api/me/sessions')).json().items as {
    id: string;
    current: boolean;
  }[];
  const otherSession = sessions.find((session) => !session.current)?.id ?? '';
  const image = multipart('file', 'a.png', 'image/png', await pngImage(320, 320));
  const media = ok(
    await parties.sellerClient.request('POST', '/api/product-media?kind=image', image.payload, {
      headers: { 'content-type': image.contentType },
    }),
    'media',
  ).json().id as string;
  const spareMedia = await t.ctx.db
    .selectFrom('product_media')
    .select('id')
    .where('product_id', '=', spareProductId)
    .execute();
  const savedSearch = ok(
    await parties.buyerClient.post('/api/me/saved-searches', { filters: { q: 'closure' } }),
    'saved search',
  ).json().id as string;
  const pushEndpoint = 'https://push.example.test/acheteuse';
  ok(
    await parties.buyerClient.post('/api/me/push-subscriptions', browserPushSubscription(pushEndpoint)),
    'push subscription',
  );
  const proofKey = await t.ctx.db
    .selectFrom('payments')
    .select('proof_key')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();

  // The trust desk: a seller's pending verification, an open report, someone to suspend.
  ok(await askVerification(await signIn(t, other)), 'verification request');
  const verificationId = await pendingVerificationOf(t, other.id);
  await insertReport(t, user.id, { productId: otherProductId });
  // Two warnings the seller received (DSA art. 17): one to contest, one contested and waiting.
  const warning = (complained: boolean) =>
    t.ctx.db
      .insertInto('moderation_decisions')
      .values({
        user_id: seller.id,
        kind: 'account_warned',
        ground: 'terms_conduct',
        facts: 'Réponses agressives',
        decided_at: t.clock.now(),
        contest_until: new Date(t.clock.now().getTime() + 180 * 86_400_000),
        access_key_hash: createHash('sha256').update(DECISION_KEY).digest('hex'),
        ...(complained
          ? { complaint: 'Je conteste.', complained_at: t.clock.now(), complaint_status: 'pending' as const }
          : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const decisionId = (await warning(false)).id;
  const complaintId = (await warning(true)).id;

  // The buyer asked the seller about the listing; the conversation about an order carries a payment warning.
  const conversation = ok(
    await parties.buyerClient.post('/api/conversations', { type: 'product', productId }),
    'conversation',
  ).json().id as string;
  ok(await parties.buyerClient.post(`/api/conversations/${conversation}/messages`, { body: 'Lace HD ?' }), 'message');
  const flaggedConversation = ok(
    await parties.buyerClient.post('/api/conversations', { type: 'order', orderId: delivered }),
    'order conversation',
  ).json().id as string;
  ok(
    await parties.sellerClient.post(`/api/conversations/${flaggedConversation}/messages`, {
      body: 'Payez-moi par Western Union',
    }),
    'flagged message',
  );

  // The buyer's offer on the seller's listing, awaiting the seller's answer (decision 058).
  const offer = ok(
    await parties.buyerClient.post(`/api/products/${productId}/offers`, { amountCents: 10_000 }),
    'offer',
  ).json().offer.id as string;

  // The buyer's open lot with the seller (issue 32): two listings, the seller's bundle discount on.
  for (const item of [productId, spareProductId]) {
    ok(await parties.buyerClient.post(`/api/me/lots/${seller.id}/items`, { productId: item }), 'lot item');
  }
  ok(await parties.sellerClient.put('/api/me/bundle-discount', { tiers: [{ minItems: 2, percent: 10 }] }), 'bundle');

  const clients: Record<Actor, Caller> = {
    visitor: new Caller(t),
    user: new Caller(t, await signIn(t, user)),
    buyer: new Caller(t, parties.buyerClient),
    seller: new Caller(t, parties.sellerClient),
    other: new Caller(t, await signIn(t, other)),
    admin: new Caller(t, parties.adminClient),
  };
  const users: Record<Exclude<Actor, 'visitor'>, TestUser> = { user, buyer, seller, other, admin };
  return {
    clients,
    users,
    productId,
    spareProductId,
    hiddenProductId,
    spareMediaIds: spareMedia.map((row) => row.id),
    otherProductId,
    pushEndpoint,
    savedSearchId: savedSearch,
    mediaId: media,
    orders: {
      pending: pendingOrder,
      pickup: pickupOrder,
      submitted: submittedOrder,
      paid,
      inTransit: inTransitOrder,
      delivered,
      reviewed,
      supplement: supplementOrder,
    },
    supplementId: switched.json().supplement.id as string,
    returns,
    paymentId,
    payoutId: payout.json().id as string,
    referralId: referral.id,
    notificationId: notification.id,
    conversationId: conversation,
    flaggedConversationId: flaggedConversation,
    offerId: offer,
    factorId: factor,
    otherSessionId: otherSession,
    privateUrl: t.ctx.signer.signedUrl(proofKey.proof_key ?? '', 600),
    verificationId,
    decisionId,
    decisionKey: DECISION_KEY,
    complaintId,
    /** Not an actor: suspending her cannot sign any actor out. */
    bystanderId: friend.id,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** Tables whose rows change on any request: sessions slide, guards count, the security log writes. */
const CHURNING = new Set([
  'api_rate_limits',
  'auth_rate_limits',
  'auth_sessions',
  'security_logs',
  'sign_in_throttles',
]);

/** A digest per table of every row, to tell that a refused request changed nothing. */
export async function tableDigests(t: TestApp): Promise<Map<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(t.ctx.db);
  const parts = tables
    .filter((table) => !CHURNING.has(table.name))
    .map(
      (table) =>
        sql`SELECT ${table.name} AS name, (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${sql.table(table.name)} x) AS digest`,
    );
  const { rows } = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(t.ctx.db);
  return new Map(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose digest differs between two snapshots. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([name, digest]) => before.get(name) !== digest).map(([name]) => name);

/** The key of the seller's warning e-mail's link (`/decisions/<id>?cle=…`). */
const DECISION_KEY = 'cle-du-lien-du-courriel';

let addresses = 0;

/**
 * An actor's cookies, sending each request from its own address: the API's per-address limit
 * would otherwise answer 429 to a long run and hide what the route would have said.
 */
export class Caller {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly t: TestApp,
    signedIn?: TestClient,
  ) {
    for (const pair of signedIn?.cookieHeader().split('; ') ?? []) {
      const [name, ...value] = pair.split('=');
      if (name) this.cookies.set(name, value.join('='));
    }
  }

  async send(options: InjectOptions) {
    const n = ++addresses;
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.t.app.inject({
      ...options,
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      headers: { origin: this.t.ctx.config.publicUrl, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    // A session re-issued (a factor removed, a password changed) replaces the old cookie.
    for (const set of response.cookies) {
      if (set.value === '' || (set.maxAge !== undefined && set.maxAge <= 0)) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }
}
