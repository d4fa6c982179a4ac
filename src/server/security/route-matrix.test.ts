import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { multipart, multipartForm, pngImage } from '@test/files';
import { pdfProof } from '@test/order-factories';
import { ibanRefund, refundRecord } from '@test/return-factories';
import { idDocument } from '@test/trust-factories';
import {
  ACTORS,
  type Actor,
  type World,
  browserPushSubscription,
  buildWorld,
  changedTables,
  tableDigests,
} from '@test/security-world';
import { addDaysToDay } from '@shared/profile/holiday.schemas';
import { parisDay } from '@shared/paris-time';
import { openAuthPaths, openEndpoint } from '../modules/auth/auth-endpoints';

/**
 * Who may call each route: every route of /api/openapi.json and every open /api/auth/*
 * endpoint must have a row, so a new route cannot ship before someone decides this.
 * Each refused cell must answer 401/403/404 and leave every row as it was. A row keyed
 * "METHOD /path (case)" adds a case with other objects and other rules.
 */
type Row = {
  may: readonly Actor[];
  /** Path parameters, one set per object (or object state) the route is tried on. */
  on?: (w: World) => Record<string, string>[];
  /** The whole URL instead (a signed link). */
  url?: (w: World) => string;
  query?: string;
  /** A valid body, so a refusal comes from the access rules and not from validation. */
  body?: (w: World, actor: Actor) => unknown;
  upload?: 'file' | 'proof' | 'return' | 'dispute' | 'verification' | 'refund' | 'statement';
  /** Another refusal than 401/403/404, when the route answers a foreign id as it answers an unknown one. */
  refusedAs?: { status: number; code: string };
  /** Actors that may call but act on their own (empty) data: any answer, and no row may change. */
  harmless?: readonly Actor[];
  /** A stream that stays open: only the refused cells are sent. */
  stream?: true;
  /** Allowed, and a refusal is a fair answer (wrong credentials on the sign-in endpoints). */
  anyAnswer?: true;
  /** A better-auth endpoint that must stay closed; not in the OpenAPI document. */
  closedAuth?: true;
};

const EVERYONE = ACTORS;
const SIGNED_IN: Actor[] = ['user', 'buyer', 'seller', 'other', 'admin'];
const SELLERS: Actor[] = ['seller', 'other'];
const ORDER_PARTIES: Actor[] = ['buyer', 'seller', 'admin'];
const NOBODY: Actor[] = [];

const WRONG_PASSWORD = 'pas-le-bon-mot-de-passe';
const id = (value: string) => [{ id: value }];
// Refused before any lookup; the admin's answer (404) is tested in decide-exception.test.ts.
const NO_LINE = '00000000-0000-4000-8000-000000000000';
const product = (w: World) => ({
  title: 'Perruque modifiée',
  description: 'Une description.',
  priceCents: 9_900,
  category: 'Perruques',
  condition: 'new_unworn',
  imageIds: w.spareMediaIds,
});
// A week after today in Paris: always within the allowed range.
const holidayReturnDay = () => addDaysToDay(parisDay(new Date()), 7);
const orders = (w: World) => Object.values(w.orders).map((order) => ({ id: order }));

// prettier-ignore
const matrix: Record<string, Row> = {
  'GET /api/health': { may: EVERYONE },
  'GET /api/ready': { may: EVERYONE },
  'GET /api/public-config': { may: EVERYONE },
  'GET /api/session': { may: EVERYONE },
  'GET /api/push/public-key': { may: EVERYONE },
  'GET /api/payment-details': { may: SIGNED_IN },
  'GET /media/public/{key}': { may: EVERYONE, on: () => [{ key: 'products/absent-card.webp' }] },
  'GET /media/private/{key}': { may: EVERYONE, url: (w) => w.privateUrl },
  // For search engines (decision 053).
  'GET /robots.txt': { may: EVERYONE },
  'GET /sitemap.xml': { may: EVERYONE },
  'GET /sitemaps/pages.xml': { may: EVERYONE },
  'GET /sitemaps/products.xml': { may: EVERYONE },
  'GET /sitemaps/sellers.xml': { may: EVERYONE },
  'GET /api/notifications/unsubscribe': { may: EVERYONE, query: 'token=faux' },
  'POST /api/notifications/unsubscribe': { may: EVERYONE, query: 'token=faux' },
  'POST /api/notifications/unsubscribe/confirm': { may: EVERYONE, query: 'token=faux' },
  // A payment provider posts from nowhere: anyone may call it, and its HMAC signature (not a session)
  // decides. Unsigned as here, every actor gets 401 and nothing changes (payment-callbacks.test.ts signs).
  'POST /api/payments/callbacks/{provider}': { may: EVERYONE, anyAnswer: true, on: () => [{ provider: 'wave' }, { provider: 'generic' }, { provider: 'paypal' }], body: () => ({ transactionId: 'T1', reference: 'CMD-2026-000001', amount: 100, currency: 'EUR', paidAt: '2026-11-26T00:00:00Z' }) },

  // The signed-in user's own account.
  'GET /api/me/profile': { may: SIGNED_IN },
  'PATCH /api/me/profile': { may: SIGNED_IN, body: () => ({ fullName: 'Nom Modifié' }) },
  'PUT /api/me/payout-details': { may: SIGNED_IN, body: () => ({ paymentMethod: 'paypal', paypalEmail: 'awa@example.test', password: WRONG_PASSWORD }) },
  'GET /api/me/seller-status': { may: SIGNED_IN },
  'PUT /api/me/seller-status': { may: SIGNED_IN, body: () => ({ status: 'private' }) },
  'POST /api/me/avatar': { may: SIGNED_IN, upload: 'file' },
  'POST /api/me/roles/seller': { may: SIGNED_IN, body: () => ({ username: `matrice_${randomUUID().slice(0, 8)}` }) },
  'GET /api/me/notification-preferences': { may: SIGNED_IN },
  'PUT /api/me/notification-preferences': { may: SIGNED_IN, body: () => ({ email: true, orderUpdates: true, messages: false }) },
  'GET /api/me/factors': { may: SIGNED_IN },
  'POST /api/me/factors': { may: SIGNED_IN, body: () => ({ password: WRONG_PASSWORD, friendlyName: 'Téléphone' }) },
  // The buyer's factor: everyone else gives their own right password and must still be refused.
  'POST /api/me/factors/{id}/verify': { may: ['buyer'], on: (w) => id(w.factorId), body: () => ({ code: '123456' }) },
  'DELETE /api/me/factors/{id}': { may: ['buyer'], on: (w) => id(w.factorId), body: (w, a) => ({ password: a === 'visitor' ? WRONG_PASSWORD : w.users[a].password }) },
  'GET /api/me/sessions': { may: SIGNED_IN },
  'DELETE /api/me/sessions/{id}': { may: ['buyer'], on: (w) => id(w.otherSessionId) },
  'POST /api/me/sessions/end-others': { may: SIGNED_IN, body: () => ({}) },
  'GET /api/me/export': { may: SIGNED_IN },
  // Development only: each finds only mail to their own address (none here: the tests' mail stays in memory).
  'GET /api/me/outbox/latest': { may: SIGNED_IN, anyAnswer: true },
  'POST /api/me/password': { may: SIGNED_IN, body: () => ({ currentPassword: WRONG_PASSWORD, newPassword: 'un-nouveau-mot-de-passe' }) },
  'POST /api/me/email': { may: SIGNED_IN, body: () => ({ newEmail: 'nouvelle@example.test', password: WRONG_PASSWORD }) },
  'POST /api/me/email-verification': { may: SIGNED_IN, body: () => ({}) },
  'GET /api/me/notifications': { may: SIGNED_IN },
  'GET /api/terms': { may: EVERYONE },
  'GET /api/me/terms': { may: SIGNED_IN },
  'POST /api/me/terms/accept': { may: SIGNED_IN, body: () => ({ version: 1 }) },
  'POST /api/me/notifications/read-all': { may: SIGNED_IN },
  'DELETE /api/me/notifications/{id}': { may: ['buyer'], on: (w) => id(w.notificationId) },
  'GET /api/me/events': { may: SIGNED_IN, stream: true },
  'POST /api/me/push-subscriptions': { may: SIGNED_IN, body: () => browserPushSubscription('https://push.example.test/nouveau') },
  // By endpoint: another account sending the buyer's endpoint removes only its own (no) row.
  'DELETE /api/me/push-subscriptions': { may: ['buyer'], harmless: ['user', 'seller', 'other', 'admin'], body: (w) => ({ endpoint: w.pushEndpoint }) },
  'GET /api/me/referrals': { may: SIGNED_IN },
  'GET /api/me/earnings': { may: SIGNED_IN },
  'GET /api/me/payouts': { may: SIGNED_IN },
  // DAC7 (decision 063): each person's own figures, details and statements (a 404 without one).
  'GET /api/me/tax-profile': { may: SIGNED_IN },
  'PUT /api/me/tax-details': {
    may: SIGNED_IN,
    body: () => ({ firstName: 'Awa', lastName: 'Diallo', birthDate: '1990-04-12', street: '5 rue des Tresses', postalCode: '75018', city: 'Paris', countryCode: 'FR', tin: '1234567890123', tinCountry: 'FR' }),
  },
  'GET /api/me/tax-statement': { may: SIGNED_IN, query: 'year=2025' },
  'GET /api/me/tax-statement.pdf': { may: SIGNED_IN, query: 'year=2025' },
  'GET /api/me/products': { may: SIGNED_IN },
  // Favourites and saved searches: each person's own; a listing nobody may see cannot be saved.
  'GET /api/me/favourites': { may: SIGNED_IN },
  'GET /api/me/favourites/ids': { may: SIGNED_IN },
  'PUT /api/me/favourites/{id}': { may: SIGNED_IN, on: (w) => id(w.productId) },
  'PUT /api/me/favourites/{id} (hidden by the admin)': { may: NOBODY, on: (w) => id(w.hiddenProductId) },
  'DELETE /api/me/favourites/{id}': { may: SIGNED_IN, on: (w) => id(w.productId) },
  'GET /api/me/favourite-counts': { may: SIGNED_IN, query: `ids=${NO_LINE}` },
  'GET /api/me/saved-searches': { may: SIGNED_IN },
  'POST /api/me/saved-searches': { may: SIGNED_IN, body: () => ({ filters: { q: 'lace', category: 'Perruques' } }) },
  'PATCH /api/me/saved-searches/{id}': { may: ['buyer'], on: (w) => id(w.savedSearchId), body: () => ({ name: 'Renommée', paused: true }) },
  'DELETE /api/me/saved-searches/{id}': { may: ['buyer'], on: (w) => id(w.savedSearchId) },
  'DELETE /api/me': { may: SIGNED_IN, body: () => ({ password: WRONG_PASSWORD }) },
  'GET /api/me/verification': { may: SIGNED_IN },
  // Sellers only; "other" already waits for a decision (a 409 then).
  'POST /api/me/verification': { may: SELLERS, upload: 'verification' },
  // Holiday mode (decision 059): sellers only, each their own; turned off again right after.
  'GET /api/me/bundle-discount': { may: SELLERS },
  'PUT /api/me/bundle-discount': { may: SELLERS, body: () => ({ tiers: [{ minItems: 2, percent: 10 }, { minItems: 3, percent: 15 }] }) },
  // Each signed-in person reads and changes only their own lot with the seller (the buyer's has two listings).
  'GET /api/me/lots': { may: SIGNED_IN },
  'GET /api/me/lots/{sellerId}': { may: SIGNED_IN, on: (w) => [{ sellerId: w.users.seller.id }] },
  'POST /api/me/lots/{sellerId}/items': { may: ['user', 'buyer', 'other', 'admin'], on: (w) => [{ sellerId: w.users.seller.id }], body: (w) => ({ productId: w.spareProductId }) },
  'POST /api/me/lots/{sellerId}/items (hidden by the admin)': { may: NOBODY, on: (w) => [{ sellerId: w.users.seller.id }], body: (w) => ({ productId: w.hiddenProductId }) },
  'DELETE /api/me/lots/{sellerId}/items/{productId}': { may: SIGNED_IN, on: (w) => [{ sellerId: w.users.seller.id, productId: w.spareProductId }] },
  'GET /api/me/holiday': { may: SELLERS },
  'PUT /api/me/holiday': { may: SELLERS, body: () => ({ until: holidayReturnDay() }) },
  'DELETE /api/me/holiday': { may: SELLERS },

  // Catalogue, public pages, moderation by users.
  'GET /api/products': { may: EVERYONE },
  'GET /api/products/{id}': { may: EVERYONE, on: (w) => id(w.productId) },
  'GET /api/products/{id} (hidden by the admin)': { may: ['seller', 'admin'], on: (w) => id(w.hiddenProductId) },
  'GET /api/products/{id}/reviews': { may: EVERYONE, on: (w) => id(w.productId) },
  'GET /api/sellers/{id}': { may: EVERYONE, on: (w) => id(w.users.seller.id) },
  // Someone who never listed anything has no public page, except for themselves and admins.
  'GET /api/sellers/{id} (never listed)': { may: ['user', 'admin'], on: (w) => id(w.users.user.id) },
  'GET /api/referral-codes/{code}': { may: EVERYONE, on: () => [{ code: 'INCONNU1' }] },
  'GET /api/sellers/{id}/products': { may: EVERYONE, on: (w) => id(w.users.seller.id) },
  'GET /api/sellers/{id}/products (never listed)': { may: ['user', 'admin'], on: (w) => id(w.users.user.id) },
  'GET /api/sellers/{id}/rating': { may: EVERYONE, on: (w) => id(w.users.seller.id) },
  'GET /api/sellers/{id}/reviews': { may: EVERYONE, on: (w) => id(w.users.seller.id) },
  'POST /api/product-media': { may: SELLERS, query: 'kind=image', upload: 'file' },
  // The seller's unclaimed image: another seller may not list it (refused as an unknown media id is).
  'POST /api/products': { may: ['seller'], refusedAs: { status: 400, code: 'MEDIA_NOT_FOUND' }, body: (w) => ({ ...product(w), imageIds: [w.mediaId] }) },
  'PUT /api/products/{id}': { may: ['seller'], on: (w) => id(w.spareProductId), body: product },
  'PATCH /api/products/{id}/availability': { may: ['seller'], on: (w) => id(w.spareProductId), body: () => ({ isAvailable: false }) },
  'PATCH /api/admin/products/{id}/moderation': { may: ['admin'], on: (w) => id(w.spareProductId), body: () => ({ hidden: true, reason: 'Photos volées' }) },
  'DELETE /api/products/{id}': { may: ['seller'], on: (w) => id(w.spareProductId) },
  'POST /api/reports': { may: SIGNED_IN, body: (w) => ({ reason: 'spam', target: { type: 'product', productId: w.productId } }) },
  'PUT /api/blocks/{userId}': { may: SIGNED_IN, on: (w) => [{ userId: w.users.user.id }] },
  'DELETE /api/blocks/{userId}': { may: SIGNED_IN, on: (w) => [{ userId: w.users.user.id }] },
  'POST /api/products/{id}/hide': { may: SIGNED_IN, on: (w) => id(w.otherProductId) },
  'DELETE /api/products/{id}/hide': { may: SIGNED_IN, on: (w) => id(w.otherProductId) },
  'GET /api/me/blocks': { may: SIGNED_IN },
  'GET /api/me/hidden-products': { may: SIGNED_IN },
  'GET /api/addresses/suggest': { may: SIGNED_IN, query: 'q=rue%20de%20la%20paix' },

  // Messaging: its two people only; an admin reads a conversation only while it is flagged or reported.
  'POST /api/conversations': { may: SIGNED_IN, body: (w) => ({ type: 'product', productId: w.productId }) },
  'GET /api/conversations': { may: SIGNED_IN },
  'GET /api/conversations/unread-count': { may: SIGNED_IN },
  'GET /api/conversations/{id}': { may: ['buyer', 'seller'], on: (w) => id(w.conversationId) },
  'GET /api/conversations/{id} (flagged)': { may: ['buyer', 'seller', 'admin'], on: (w) => id(w.flaggedConversationId) },
  'POST /api/conversations/{id}/messages': { may: ['buyer', 'seller'], on: (w) => id(w.conversationId), body: () => ({ body: 'Bonjour' }) },
  'POST /api/conversations/{id}/read': { may: ['buyer', 'seller'], on: (w) => id(w.conversationId) },
  'POST /api/conversations/{id}/reports': { may: ['buyer', 'seller'], on: (w) => id(w.conversationId), body: () => ({ reason: 'spam' }) },
  'GET /api/admin/conversations': { may: ['admin'] },
  // Offers (decision 058): anyone signed in but the listing's seller offers; only the one it waits for answers.
  'POST /api/products/{id}/offers': { may: ['user', 'buyer', 'other', 'admin'], on: (w) => id(w.productId), body: () => ({ amountCents: 10_000 }) },
  'GET /api/products/{id}/my-offer': { may: SIGNED_IN, on: (w) => id(w.productId) },
  'POST /api/offers/{id}/accept': { may: ['seller'], on: (w) => id(w.offerId) },
  'POST /api/offers/{id}/refuse': { may: ['seller'], on: (w) => id(w.offerId) },
  'POST /api/offers/{id}/counter': { may: ['seller'], on: (w) => id(w.offerId), body: () => ({ amountCents: 11_000 }) },
  'POST /api/admin/conversations/{id}/review': { may: ['admin'], on: (w) => id(w.flaggedConversationId) },

  // Orders: their parties only, each action to its side, tried in the state where it would work.
  'GET /api/orders': { may: SIGNED_IN },
  'POST /api/orders': { may: ['user', 'buyer', 'other', 'admin'], body: (w) => ({ productId: w.productId, deliveryType: 'home', address: '12 rue de la Paix, 75002 Paris', country: 'France', paymentMethod: 'bank_transfer' }) },
  // Ordering the lot with the seller: the seller has none with themselves (issue 32).
  'POST /api/orders (lot)': { may: ['user', 'buyer', 'other', 'admin'], body: (w) => ({ lotSellerId: w.users.seller.id, deliveryType: 'pickup', paymentMethod: 'bank_transfer' }) },
  'POST /api/orders (hidden product)': { may: NOBODY, body: (w) => ({ productId: w.hiddenProductId, deliveryType: 'home', address: '12 rue de la Paix, 75002 Paris', country: 'France', paymentMethod: 'bank_transfer' }) },
  'GET /api/orders/{id}': { may: ORDER_PARTIES, on: orders },
  'GET /api/orders/{id}/receipt': { may: ['buyer', 'admin'], on: (w) => id(w.orders.paid) },
  'GET /api/orders/{id}/receipt.pdf': { may: ['buyer', 'admin'], on: (w) => id(w.orders.paid) },
  'POST /api/orders/{id}/payment-proof': { may: ['buyer'], on: (w) => id(w.orders.pending), upload: 'proof' },
  'POST /api/orders/{id}/cancel': { may: ['buyer'], on: (w) => [{ id: w.orders.pending }, { id: w.orders.submitted }] },
  'POST /api/orders/{id}/supplement/proof': { may: ['buyer'], on: (w) => id(w.orders.supplement), upload: 'proof' },
  'POST /api/orders/{id}/supplement/cancel': { may: ['buyer'], on: (w) => id(w.orders.supplement) },
  'POST /api/orders/{id}/switch-to-home': { may: ['buyer'], on: (w) => id(w.orders.pickup), body: () => ({ address: '12 rue de la Paix, 75002 Paris', country: 'France' }) },
  'POST /api/orders/{id}/pickup-point': { may: ['seller'], on: (w) => id(w.orders.pickup), body: () => ({ pickupLocation: 'Relais Paris 2' }) },
  'POST /api/orders/{id}/ship': { may: ['seller'], on: (w) => id(w.orders.paid), body: () => ({ trackingNumber: 'COL-1' }) },
  'POST /api/orders/{id}/extend-shipping': { may: ['buyer'], on: (w) => id(w.orders.paid) },
  'POST /api/orders/{id}/not-received': { may: ['buyer'], on: (w) => id(w.orders.inTransit) },
  'POST /api/orders/{id}/confirm-receipt': { may: ['buyer'], on: (w) => id(w.orders.inTransit) },
  'GET /api/orders/{orderId}/review-context': { may: ['buyer'], on: (w) => [{ orderId: w.orders.delivered }] },
  'POST /api/orders/{orderId}/review': { may: ['buyer'], on: (w) => [{ orderId: w.orders.delivered }], body: () => ({ rating: 4, comment: 'Bien reçue' }) },
  'POST /api/orders/{id}/return': { may: ['buyer'], on: (w) => id(w.orders.delivered), upload: 'return' },

  // Returns: each step to its side, on a return in the state the step starts from.
  'POST /api/returns/{id}/approve': { may: ['seller'], on: (w) => id(w.returns.pending), body: () => ({ address: '8 rue des Lilas, 69003 Lyon' }) },
  'POST /api/returns/{id}/reject': { may: ['seller'], on: (w) => id(w.returns.pending), body: () => ({ reason: 'Article porté après livraison' }) },
  'POST /api/returns/{id}/cancel': { may: ['buyer'], on: (w) => id(w.returns.pending) },
  'POST /api/returns/{id}/shipped-back': { may: ['buyer'], on: (w) => id(w.returns.adminApproved), body: () => ({ trackingNumber: '6A12345678901' }) },
  'POST /api/returns/{id}/dispute': { may: ['buyer'], on: (w) => id(w.returns.rejected), upload: 'dispute' },
  'POST /api/returns/{id}/received': { may: ['seller'], on: (w) => id(w.returns.shippedBack), body: () => ({ relist: true }) },

  // The admin's desk.
  'GET /api/admin/users/{id}/contact': { may: ['admin'], on: (w) => id(w.users.buyer.id) },
  'GET /api/admin/payments': { may: ['admin'] },
  'POST /api/admin/payments/{id}/approve': { may: ['admin'], on: (w) => id(w.paymentId) },
  'POST /api/admin/payments/{id}/reject': { may: ['admin'], on: (w) => id(w.paymentId), body: () => ({ note: 'Illisible' }) },
  'POST /api/admin/supplements/{id}/approve': { may: ['admin'], on: (w) => id(w.supplementId) },
  'POST /api/admin/supplements/{id}/reject': { may: ['admin'], on: (w) => id(w.supplementId), body: () => ({ note: 'Illisible' }) },
  'GET /api/admin/orders': { may: ['admin'] },
  'POST /api/admin/orders/{id}/status': { may: ['admin'], on: orders, body: () => ({ status: 'cancelled', reason: 'Essai' }) },
  'GET /api/admin/parcel-claims': { may: ['admin'] },
  'POST /api/admin/orders/{id}/parcel-claim': { may: ['admin'], on: (w) => id(w.orders.inTransit), body: () => ({ outcome: 'delivered', reason: 'Le suivi montre la livraison.' }) },
  'GET /api/admin/stats': { may: ['admin'] },
  'GET /api/admin/events': { may: ['admin'], stream: true },
  'GET /api/admin/payouts': { may: ['admin'] },
  'POST /api/admin/payouts': { may: ['admin'], body: (w) => ({ sellerId: w.users.seller.id, amountCents: 100, method: 'paypal', reference: 'PP-2' }) },
  'POST /api/admin/payouts/{id}/proof': { may: ['admin'], on: (w) => id(w.payoutId), upload: 'proof' },
  'POST /api/admin/reconciliation/statements': { may: ['admin'], upload: 'statement' },
  'GET /api/admin/reconciliation/exceptions': { may: ['admin'] },
  'GET /api/admin/reconciliation/imports': { may: ['admin'], query: 'page=1' },
  'GET /api/admin/reconciliation/imports/{id}/file': { may: ['admin'], on: () => id(NO_LINE) },
  'POST /api/admin/reconciliation/lines/{id}/link': { may: ['admin'], on: () => id(NO_LINE), body: () => ({ orderNumber: 'CMD-2026-000001' }) },
  'POST /api/admin/reconciliation/lines/{id}/refund': { may: ['admin'], on: () => id(NO_LINE), body: () => ({ note: 'Doublon' }) },
  'POST /api/admin/reconciliation/lines/{id}/dismiss': { may: ['admin'], on: () => id(NO_LINE), body: () => ({ note: 'Apport' }) },
  'GET /api/admin/referrals': { may: ['admin'] },
  'POST /api/admin/referrals/{id}/pay': { may: ['admin'], on: (w) => id(w.referralId) },
  'GET /api/admin/accounting/orders.csv': { may: ['admin'], query: 'from=2026-01-01&to=2026-12-31' },
  'GET /api/admin/accounting/ledger.csv': { may: ['admin'], query: 'from=2026-01-01&to=2026-12-31' },
  'GET /api/admin/accounting/balances': { may: ['admin'], query: 'at=2026-11-24' },
  'GET /api/admin/tax-reports/dac7': { may: ['admin'], query: 'year=2026' },
  'GET /api/admin/tax-reports/dac7/sellers': { may: ['admin'], query: 'year=2026' },
  'GET /api/admin/returns': { may: ['admin'] },
  'POST /api/admin/returns/{id}/validate': { may: ['admin'], on: (w) => id(w.returns.approved) },
  'POST /api/admin/returns/{id}/refund': { may: ['admin'], on: (w) => id(w.returns.received), upload: 'refund' },
  'POST /api/admin/returns/{id}/dispute-decision': { may: ['admin'], on: (w) => id(w.returns.disputed), body: () => ({ outcome: 'order', reason: 'Les photos le montrent.' }) },
  'POST /api/admin/self-checks': { may: ['admin'] },
  'GET /api/admin/verifications': { may: ['admin'] },
  'POST /api/admin/verifications/{id}/approve': { may: ['admin'], on: (w) => id(w.verificationId) },
  'POST /api/admin/verifications/{id}/refuse': { may: ['admin'], on: (w) => id(w.verificationId), body: () => ({ reason: 'Document illisible' }) },
  'POST /api/admin/users/{id}/verification/revoke': { may: ['admin'], on: (w) => id(w.users.other.id), body: () => ({ reason: 'Document expiré' }) },
  'GET /api/admin/reports': { may: ['admin'] },
  'POST /api/admin/reports/decisions': { may: ['admin'], body: (w) => ({ targetType: 'product', targetId: w.otherProductId, decision: 'dismiss' }) },
  'GET /api/admin/users': { may: ['admin'], query: 'q=olga' },
  'POST /api/admin/terms': { may: ['admin'], body: () => ({ effectiveOn: '2099-01-01', summary: 'Nouvelle version' }) },
  'POST /api/admin/users/{id}/suspend': { may: ['admin'], on: (w) => id(w.bystanderId), body: () => ({ reason: 'Arnaques répétées' }) },
  'POST /api/admin/users/{id}/restore': { may: ['admin'], on: (w) => id(w.bystanderId) },
  'GET /api/admin/logs': { may: ['admin'] },
  // Notices, statements of reasons and complaints (DSA art. 16, 17, 20; decision 061).
  'POST /api/notices': { may: EVERYONE, body: (w) => ({ targetType: 'product', targetId: w.otherProductId, category: 'scam', explanation: 'Ce vendeur demande un paiement hors de Boucles.', url: `http://localhost:3000/product/${w.otherProductId}`, name: 'Nadia Passante', email: 'nadia@example.test', goodFaith: true }) },
  'GET /api/me/moderation-decisions': { may: SIGNED_IN },
  // The person concerned: signed in, or anyone holding the key of the e-mail's link (a suspended account).
  'GET /api/moderation-decisions/{id}': { may: EVERYONE, url: (w) => `/api/moderation-decisions/${w.decisionId}?cle=${w.decisionKey}` },
  'GET /api/moderation-decisions/{id} (without the key)': { may: ['seller'], on: (w) => id(w.decisionId) },
  'GET /api/moderation-decisions/{id} (a wrong key)': { may: ['seller'], on: (w) => id(w.decisionId), query: 'cle=pas-la-bonne' },
  'POST /api/moderation-decisions/{id}/complaint (without the key)': { may: ['seller'], on: (w) => id(w.decisionId), body: () => ({ explanation: 'Je n’ai jamais été agressive.' }) },
  'POST /api/moderation-decisions/{id}/complaint (a wrong key)': { may: ['seller'], on: (w) => id(w.decisionId), body: () => ({ explanation: 'Je n’ai jamais été agressive.', key: 'pas-la-bonne' }) },
  'POST /api/moderation-decisions/{id}/complaint': { may: EVERYONE, on: (w) => id(w.decisionId), body: (w) => ({ explanation: 'Je n’ai jamais été agressive.', key: w.decisionKey }) },
  'GET /api/admin/complaints': { may: ['admin'] },
  'POST /api/admin/complaints/{id}/review': { may: ['admin'], on: (w) => id(w.complaintId), body: () => ({ outcome: 'upheld', answer: 'Les messages le montrent.' }) },
  'GET /api/admin/transparency-report': { may: ['admin'], query: 'year=2026' },
  'GET /api/admin/transparency-report.csv': { may: ['admin'], query: 'year=2026' },

  // better-auth: the endpoints we open, answered to anyone; a few it ships that must stay closed.
  'POST /api/auth/sign-up/email': { may: EVERYONE, anyAnswer: true, body: () => ({ name: 'Nouvelle Personne', email: `nouvelle-${Date.now()}@example.test`, password: 'mot-de-passe-solide', confirmAdult: true, acceptTerms: true }) },
  'POST /api/auth/sign-in/email': { may: EVERYONE, anyAnswer: true, body: () => ({ email: 'personne@example.test', password: WRONG_PASSWORD }) },
  'POST /api/auth/two-factor/verify-totp': { may: EVERYONE, anyAnswer: true, body: () => ({ code: '123456' }) },
  'POST /api/auth/two-factor/verify-backup-code': { may: EVERYONE, anyAnswer: true, body: () => ({ code: 'abcde-fghij' }) },
  'POST /api/auth/request-password-reset': { may: EVERYONE, anyAnswer: true, body: () => ({ email: 'personne@example.test' }) },
  'POST /api/auth/reset-password': { may: EVERYONE, anyAnswer: true, body: () => ({ token: 'faux', newPassword: 'un-nouveau-mot-de-passe' }) },
  'GET /api/auth/verify-email': { may: EVERYONE, anyAnswer: true, query: 'token=faux' },
  'POST /api/auth/update-user': { may: NOBODY, closedAuth: true, body: (w) => ({ name: 'X', image: `/media/public/avatars/${w.users.seller.id}/a.webp` }) },
  'POST /api/auth/change-password': { may: NOBODY, closedAuth: true, body: (w, a) => ({ currentPassword: a === 'visitor' ? WRONG_PASSWORD : w.users[a].password, newPassword: 'un-nouveau-mot-de-passe' }) },
  'POST /api/auth/change-email': { may: NOBODY, closedAuth: true, body: () => ({ newEmail: 'autre@example.test' }) },
  'POST /api/auth/delete-user': { may: NOBODY, closedAuth: true, body: (w, a) => ({ password: a === 'visitor' ? WRONG_PASSWORD : w.users[a].password }) },
  'POST /api/auth/revoke-sessions': { may: NOBODY, closedAuth: true, body: () => ({}) },
  'GET /api/auth/list-sessions': { may: NOBODY, closedAuth: true },
  'POST /api/auth/two-factor/disable': { may: NOBODY, closedAuth: true, body: (w, a) => ({ password: a === 'visitor' ? WRONG_PASSWORD : w.users[a].password }) },
  // Last: signing out ends the actor's session for any row after it.
  'POST /api/auth/sign-out': { may: EVERYONE, anyAnswer: true, body: () => ({}) },
};

const authMethod = (path: string) => (openEndpoint(path, 'POST', {}) ? 'POST' : 'GET');

/** What the app documents and opens: "METHOD /path" for every route. */
async function documentedRoutes(t: TestApp): Promise<string[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const routes = Object.entries(document.paths as Record<string, object>).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  return [...new Set([...routes, ...openAuthPaths.map((path) => `${authMethod(path)} /api/auth${path}`)])];
}

type DocumentedOperation = { security?: Record<string, string[]>[]; responses: Record<string, unknown> };

/**
 * What the document says of a row's route, checked against who the row lets in: the
 * document derives it (platform/openapi/route-access.ts), so a new route it gets wrong fails here.
 */
function accessMismatch(key: string, row: Row, operation: DocumentedOperation | undefined): string | null {
  if (!operation) return `${key}: not in the document`;
  const security = operation.security ?? [];
  const needsSession = security.length > 0 && security.every((requirement) => 'session' in requirement);
  const statuses = Object.keys(operation.responses);
  if (row.may.includes('visitor')) return needsSession ? `${key}: documented as needing a session` : null;
  const fix = "(declare a 401 answer, or config: { access: 'user' | 'admin' })";
  if (!needsSession || !statuses.includes('401')) return `${key}: a visitor is refused, undocumented ${fix}`;
  if (row.may.every((actor) => actor === 'admin') && !statuses.includes('403')) return `${key}: no 403 documented`;
  return null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** "METHOD /path" of a row's key, without its case. */
const routeOf = (key: string) => key.split(' ').slice(0, 2).join(' ');

async function send(w: World, key: string, row: Row, actor: Actor, params: Record<string, string>) {
  const [method, template] = routeOf(key).split(' ') as [Method, string];
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? '');
  const url = row.url ? row.url(w) : `${path}${row.query ? `?${row.query}` : ''}`;
  const client = w.clients[actor];
  const request = (payload: unknown, headers: Record<string, string> = {}) =>
    client.send({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  if (row.upload) {
    const form =
      row.upload === 'return'
        ? multipartForm({ reason: 'defective', ...ibanRefund }, [])
        : row.upload === 'dispute'
          ? multipartForm({ message: 'Le refus est injuste, voyez les photos.' }, [])
          : row.upload === 'verification'
            ? multipartForm({ kind: 'individual' }, [{ field: 'document', file: await idDocument() }])
            : row.upload === 'proof' || row.upload === 'refund'
              ? multipartForm(row.upload === 'refund' ? refundRecord : {}, [{ field: 'proof', file: pdfProof() }])
              : row.upload === 'statement'
                ? multipart(
                    'file',
                    'releve.csv',
                    'text/csv',
                    Buffer.from('date;libellé;montant\n25/11/2026;CADEAU;1,00\n'),
                  )
                : multipart('file', 'photo.png', 'image/png', await pngImage(64, 64));
    return request(form.payload, { 'content-type': form.contentType });
  }
  return request(row.body?.(w, actor));
}

const errorCode = (body: string) => {
  try {
    return JSON.parse(body)?.error?.code ?? '';
  } catch {
    return '';
  }
};

let t: TestApp;
let w: World;
beforeAll(async () => {
  // The world's buyer holds three unpaid orders and keeps checking out: who may, not how many.
  t = await createTestApp({ env: { MAX_UNPAID_ORDERS: '100' } });
  w = await buildWorld(t);
}, 120_000);
afterAll(async () => t.close());

describe('the route × actor matrix', () => {
  it('has a row for every documented route and every open auth endpoint, and none for a route gone', async () => {
    const routes = await documentedRoutes(t);
    const missing = routes.filter((route) => !Object.hasOwn(matrix, route));
    const stale = Object.keys(matrix).filter((key) => !routes.includes(routeOf(key)) && !matrix[key]?.closedAuth);
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('documents the security and the 401/403 of each route as the matrix has them', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const mismatches = Object.entries(matrix)
      .filter(([key, row]) => routeOf(key) === key && !row.closedAuth)
      .map(([key, row]) => {
        const [method, path] = key.split(' ') as [string, string];
        return accessMismatch(key, row, document.paths[path]?.[method.toLowerCase()]);
      })
      .filter(Boolean);
    expect(mismatches).toEqual([]);
  });

  it('has a digest that notices a change to any row', async () => {
    const before = await tableDigests(t);
    const bio = (value: string | null) =>
      t.ctx.db.updateTable('profiles').set({ bio: value }).where('id', '=', w.users.user.id).execute();
    await bio('changée');
    expect(changedTables(before, await tableDigests(t))).toEqual(['profiles']);
    await bio(null);
    expect(changedTables(before, await tableDigests(t))).toEqual([]);
  });

  it('refuses every forbidden cell with 401/403/404 and changes no row', async () => {
    const open: string[] = [];
    let cells = 0;
    let digest = await tableDigests(t);
    for (const [key, row] of Object.entries(matrix)) {
      for (const params of row.on?.(w) ?? [{}]) {
        for (const actor of ACTORS.filter((a) => !row.may.includes(a))) {
          const response = await send(w, key, row, actor, params);
          const harmless = row.harmless?.includes(actor) ?? false;
          const after = await tableDigests(t);
          const changed = changedTables(digest, after);
          digest = after;
          cells++;
          const refused =
            [401, 403, 404].includes(response.statusCode) ||
            (response.statusCode === row.refusedAs?.status && errorCode(response.body) === row.refusedAs.code);
          if ((!refused && !(harmless && response.statusCode < 500)) || changed.length > 0) {
            open.push(`${key} ${JSON.stringify(params)} as ${actor}: ${response.statusCode}, changed [${changed}]`);
          }
        }
      }
    }
    console.log(`route matrix: ${cells} forbidden cells tested, ${open.length} open`);
    expect(open).toEqual([]);
  }, 180_000);

  it('lets every allowed actor through (any 2xx or domain refusal, never 5xx or a sign-in refusal)', async () => {
    const wrong: string[] = [];
    const statuses = new Map<number, number>();
    let cells = 0;
    for (const [key, row] of Object.entries(matrix)) {
      if (row.stream) continue;
      for (const params of row.on?.(w) ?? [{}]) {
        for (const actor of row.may) {
          const response = await send(w, key, row, actor, params);
          cells++;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const refused = [401, 403].includes(response.statusCode) && !row.anyAnswer;
          if (response.statusCode >= 500 || refused) {
            wrong.push(
              `${key} ${JSON.stringify(params)} as ${actor}: ${response.statusCode} ${errorCode(response.body)}`,
            );
          }
        }
      }
    }
    console.log(`route matrix: ${cells} allowed cells sent, answers ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(wrong).toEqual([]);
  }, 180_000);
});
