import type { LightMyRequestResponse } from 'fastify';
import { ORDER_STATUSES } from '@shared/orders/order-status';
import type { TestApp } from './app';
import { insertProduct } from './catalogue-factories';
import { createAdmin, createSeller, createUser, signIn } from './factories';
import type { TestClient } from './http';
import { pdfProof, pngProof, sendProof } from './order-factories';
import {
  adminValidateReturn,
  approveReturn,
  confirmReturnReceived,
  refundReturn,
  rejectReturn,
  requestReturn,
  shipBack,
} from './return-factories';

/** One run's people and shop: two sellers, three buyers (two signed up with a seller's referral code), an admin. */
export type World = {
  admin: TestClient;
  sellers: { id: string; client: TestClient }[];
  buyers: { id: string; client: TestClient }[];
  products: { id: string; sellerIndex: number; initialStock: number; priceCents: number }[];
  orderIds: string[];
};

export type ProductSpec = { sellerIndex: number; stock: number; priceCents: number };

export async function buildWorld(t: TestApp, products: ProductSpec[]): Promise<World> {
  const sellerUsers = [await createSeller(t), await createSeller(t)];
  // Buyer 0 was referred by seller 0 and buyer 1 by seller 1: buying from them is a self-sale.
  const buyerUsers = [
    await createUser(t, { referralCode: sellerUsers[0]?.referralCode }),
    await createUser(t, { referralCode: sellerUsers[1]?.referralCode }),
    await createUser(t),
  ];
  const world: World = {
    admin: await signIn(t, await createAdmin(t)),
    sellers: await Promise.all(sellerUsers.map(async (u) => ({ id: u.id, client: await signIn(t, u) }))),
    buyers: await Promise.all(buyerUsers.map(async (u) => ({ id: u.id, client: await signIn(t, u) }))),
    products: [],
    orderIds: [],
  };
  for (const spec of products) {
    const seller = world.sellers[spec.sellerIndex];
    if (!seller) throw new Error('no such seller');
    const id = await insertProduct(t, seller.id, { stock_quantity: spec.stock, price_cents: spec.priceCents });
    world.products.push({ id, sellerIndex: spec.sellerIndex, initialStock: spec.stock, priceCents: spec.priceCents });
  }
  return world;
}

/** What an order looks like to the step that picks one: its status, its latest return and supplement. */
type OrderState = {
  id: string;
  status: string;
  buyerId: string;
  sellerId: string;
  deliveryType: string;
  claimOpen: boolean;
  returnId: string | null;
  returnStatus: string | null;
  supplementId: string | null;
  supplementStatus: string | null;
  paymentId: string | null;
};

async function orderStates(t: TestApp, ids: string[]): Promise<OrderState[]> {
  if (ids.length === 0) return [];
  const orders = await t.ctx.db
    .selectFrom('orders')
    .select(['id', 'status', 'buyer_id', 'seller_id', 'delivery_type', 'not_received_at', 'claim_decided_at'])
    .where('id', 'in', ids)
    .execute();
  const latest = async (table: 'returns' | 'order_supplements' | 'payments', orderId: string) =>
    t.ctx.db
      .selectFrom(table)
      .select(['id', 'status'])
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  const states: OrderState[] = [];
  for (const id of ids) {
    const order = orders.find((o) => o.id === id);
    if (!order) continue;
    const ret = await latest('returns', id);
    const supplement = await latest('order_supplements', id);
    const payment = await latest('payments', id);
    states.push({
      id,
      status: order.status,
      buyerId: order.buyer_id,
      sellerId: order.seller_id,
      deliveryType: order.delivery_type,
      claimOpen: order.not_received_at !== null && order.claim_decided_at === null,
      returnId: ret?.id ?? null,
      returnStatus: ret?.status ?? null,
      supplementId: supplement?.id ?? null,
      supplementStatus: supplement?.status ?? null,
      paymentId: payment?.id ?? null,
    });
  }
  return states;
}

type Who = 'buyer' | 'seller' | 'admin';
type Step = {
  who: Who;
  /** The orders this step makes sense for; the step aims at one of them unless told to pick any. */
  fits: (o: OrderState) => boolean;
  call: (client: TestClient, o: OrderState, pick: number) => Promise<LightMyRequestResponse>;
};

const DESTINATIONS = [
  { address: '12 rue de la Paix, 75002 Paris', country: 'France' },
  { address: '5 Avenue Cheikh Anta Diop, Dakar', country: 'Sénégal' },
];
const REFUND_TO: Record<string, string>[] = [{}, { paymentMethod: 'paypal', paypalEmail: 'awa@example.com' }];

const orderUrl = (o: OrderState, tail: string) => `/api/orders/${o.id}/${tail}`;
const returnUrl = (o: OrderState, tail: string) => `/api/returns/${o.returnId ?? o.id}/${tail}`;
const supplementAdminUrl = (o: OrderState, tail: string) => `/api/admin/supplements/${o.supplementId ?? o.id}/${tail}`;
const paymentAdminUrl = (o: OrderState, tail: string) => `/api/admin/payments/${o.paymentId ?? o.id}/${tail}`;
const returnIs =
  (...statuses: string[]) =>
  (o: OrderState) =>
    statuses.includes(o.returnStatus ?? '');
const supplementIs =
  (...statuses: string[]) =>
  (o: OrderState) =>
    statuses.includes(o.supplementStatus ?? '');
const statusIs =
  (...statuses: string[]) =>
  (o: OrderState) =>
    statuses.includes(o.status);

/** Every step of an order's life a person can take through the API, by the party who takes it. */
export const STEPS = {
  proof: {
    who: 'buyer',
    fits: statusIs('pending_payment'),
    call: async (c, o) => sendProof(c, orderUrl(o, 'payment-proof'), await pngProof()),
  },
  approvePayment: {
    who: 'admin',
    fits: statusIs('payment_submitted'),
    call: (c, o) => c.post(paymentAdminUrl(o, 'approve')),
  },
  rejectPayment: {
    who: 'admin',
    fits: statusIs('payment_submitted'),
    call: (c, o) => c.post(paymentAdminUrl(o, 'reject'), { note: 'Virement introuvable sur le relevé' }),
  },
  buyerCancel: {
    who: 'buyer',
    fits: statusIs('pending_payment', 'payment_submitted'),
    call: (c, o) => c.post(orderUrl(o, 'cancel')),
  },
  switchToHome: {
    who: 'buyer',
    fits: (o) => o.deliveryType === 'pickup' && statusIs('pending_payment', 'payment_validated')(o),
    call: (c, o, pick) => c.post(orderUrl(o, 'switch-to-home'), DESTINATIONS[pick % DESTINATIONS.length]),
  },
  supplementProof: {
    who: 'buyer',
    fits: supplementIs('pending', 'rejected'),
    call: async (c, o) => sendProof(c, orderUrl(o, 'supplement/proof'), await pngProof()),
  },
  supplementCancel: {
    who: 'buyer',
    fits: supplementIs('pending', 'rejected'),
    call: (c, o) => c.post(orderUrl(o, 'supplement/cancel')),
  },
  approveSupplement: {
    who: 'admin',
    fits: supplementIs('submitted'),
    call: (c, o) => c.post(supplementAdminUrl(o, 'approve')),
  },
  rejectSupplement: {
    who: 'admin',
    fits: supplementIs('submitted'),
    call: (c, o) => c.post(supplementAdminUrl(o, 'reject'), { note: 'Montant du supplément incomplet' }),
  },
  pickupPoint: {
    who: 'seller',
    fits: (o) => o.deliveryType === 'pickup' && statusIs('pending_payment', 'payment_validated')(o),
    call: (c, o) => c.post(orderUrl(o, 'pickup-point'), { pickupLocation: 'Relais Château-Rouge' }),
  },
  ship: {
    who: 'seller',
    fits: statusIs('payment_validated'),
    call: (c, o) => c.post(orderUrl(o, 'ship'), { trackingNumber: 'COL-42' }),
  },
  extendShipping: {
    who: 'buyer',
    fits: statusIs('payment_validated'),
    call: (c, o) => c.post(orderUrl(o, 'extend-shipping')),
  },
  confirmReceipt: {
    who: 'buyer',
    fits: statusIs('in_transit'),
    call: (c, o) => c.post(orderUrl(o, 'confirm-receipt')),
  },
  notReceived: {
    who: 'buyer',
    fits: statusIs('in_transit'),
    call: (c, o) => c.post(orderUrl(o, 'not-received')),
  },
  decideClaim: {
    who: 'admin',
    fits: (o) => o.claimOpen,
    call: (c, o, pick) =>
      c.post(`/api/admin/orders/${o.id}/parcel-claim`, {
        outcome: pick % 2 === 0 ? 'refunded' : 'delivered',
        reason: 'Enquête du transporteur terminée',
      }),
  },
  requestReturn: {
    who: 'buyer',
    fits: (o) => o.status === 'delivered' && o.returnStatus === null,
    call: (c, o, pick) =>
      requestReturn(c, o.id, {
        reason: 'damaged',
        description: 'Arrivée abîmée',
        ...REFUND_TO[pick % REFUND_TO.length],
      }),
  },
  approveReturn: { who: 'seller', fits: returnIs('pending'), call: (c, o) => approveReturn(c, o.returnId ?? o.id) },
  rejectReturn: { who: 'seller', fits: returnIs('pending'), call: (c, o) => rejectReturn(c, o.returnId ?? o.id) },
  cancelReturn: { who: 'buyer', fits: returnIs('pending'), call: (c, o) => c.post(returnUrl(o, 'cancel')) },
  validateReturn: {
    who: 'admin',
    fits: returnIs('approved'),
    call: (c, o) => adminValidateReturn(c, o.returnId ?? o.id),
  },
  shipBack: { who: 'buyer', fits: returnIs('admin_approved'), call: (c, o) => shipBack(c, o.returnId ?? o.id) },
  returnReceived: {
    who: 'seller',
    fits: returnIs('shipped_back'),
    call: (c, o, pick) => confirmReturnReceived(c, o.returnId ?? o.id, pick % 2 === 0),
  },
  refundReturn: {
    who: 'admin',
    fits: returnIs('received'),
    call: (c, o) => refundReturn(c, o.returnId ?? o.id, undefined, pdfProof()),
  },
  review: {
    who: 'buyer',
    fits: statusIs('delivered'),
    call: (c, o, pick) =>
      c.post(`/api/orders/${o.id}/review`, { rating: (pick % 5) + 1, comment: 'Très belle qualité, merci' }),
  },
  forceStatus: {
    who: 'admin',
    fits: () => true,
    call: (c, o, pick) =>
      c.post(`/api/admin/orders/${o.id}/status`, {
        status: ORDER_STATUSES[pick % ORDER_STATUSES.length],
        reason: 'Correction après appel du client',
      }),
  },
} satisfies Record<string, Step>;

export type StepName = keyof typeof STEPS;

export type StepAction = {
  kind: 'step';
  step: StepName;
  /** Which order: among those the step fits, unless `anyOrder`. */
  pick: number;
  anyOrder: boolean;
  /** Taken by someone else than the party whose step it is: it must be refused. */
  wrongParty: boolean;
};

function clientFor(world: World, who: Who, o: OrderState, wrongParty: boolean): TestClient {
  const buyer = world.buyers.find((b) => b.id === o.buyerId)?.client;
  const seller = world.sellers.find((s) => s.id === o.sellerId)?.client;
  if (!buyer || !seller) throw new Error('order of another run');
  if (!wrongParty) return who === 'buyer' ? buyer : who === 'seller' ? seller : world.admin;
  // The other party of the same order: the likeliest mistake, and the one that must never pass.
  return who === 'buyer' ? seller : buyer;
}

/** Takes the step and answers its response, or null when the run has no order yet. */
export async function takeStep(t: TestApp, world: World, action: StepAction) {
  const step: Step = STEPS[action.step];
  const states = await orderStates(t, world.orderIds);
  const fitting = states.filter(step.fits);
  // No order fits (or told to pick any): the step goes to any order, and must be refused cleanly if illegal.
  const among = action.anyOrder || fitting.length === 0 ? states : fitting;
  const target = among[action.pick % Math.max(among.length, 1)];
  if (!target) return null;
  const response = await step.call(clientFor(world, step.who, target, action.wrongParty), target, action.pick);
  return { response, description: `${action.step} on ${target.status} order ${target.id}` };
}

/** The steps that move an order forward, towards delivery or the end of its return. */
const FORWARD: readonly StepName[] = [
  'proof',
  'approvePayment',
  'supplementProof',
  'approveSupplement',
  'pickupPoint',
  'ship',
  'confirmReceipt',
  'decideClaim',
  'requestReturn',
  'approveReturn',
  'validateReturn',
  'shipBack',
  'returnReceived',
  'refundReturn',
];

/**
 * Moves one order on: one of the steps that fit it, by its party (the server may still refuse).
 * Mostly a forward step, so that lives reach their returns; otherwise any step that fits.
 */
export type AdvanceAction = { kind: 'advance'; order: number; choice: number; forward: boolean };

export async function advanceOrder(t: TestApp, world: World, action: AdvanceAction) {
  const fittingSteps = (o: OrderState, forward: boolean) =>
    (forward ? FORWARD : (Object.keys(STEPS) as StepName[])).filter(
      (name) => name !== 'forceStatus' && (STEPS[name] as Step).fits(o),
    );
  const movable = (await orderStates(t, world.orderIds)).filter((o) => fittingSteps(o, false).length > 0);
  const target = movable[action.order % Math.max(movable.length, 1)];
  if (!target) return null;
  const forward = fittingSteps(target, true);
  const names = action.forward && forward.length > 0 ? forward : fittingSteps(target, false);
  const name = names[action.choice % names.length];
  if (!name) return null;
  const step: Step = STEPS[name];
  const response = await step.call(clientFor(world, step.who, target, false), target, action.choice);
  return { response, description: `${name} on ${target.status} order ${target.id}`, step: name };
}

export type CheckoutAction = { kind: 'checkout'; buyer: number; product: number; home: boolean; destination: number };

export async function takeCheckout(world: World, action: CheckoutAction) {
  const buyer = world.buyers[action.buyer % world.buyers.length];
  const product = world.products[action.product % world.products.length];
  if (!buyer || !product) throw new Error('empty world');
  const destination = DESTINATIONS[action.destination % DESTINATIONS.length];
  const response = await buyer.client.post('/api/orders', {
    productId: product.id,
    paymentMethod: 'bank_transfer',
    ...(action.home ? { deliveryType: 'home', ...destination } : { deliveryType: 'pickup' }),
  });
  if (response.statusCode === 201) world.orderIds.push(response.json().order.id);
  return { response, description: `checkout of product ${product.id} (${action.home ? 'home' : 'pickup'})` };
}

/**
 * A lot of 2–3 of one seller's listings (issue 32): the seller's bundle discount on or off, the
 * listings added to the buyer's lot, then 'Commander le lot'. Any step may be refused (a listing
 * sold out meanwhile): the answers are checked like any other.
 */
export type LotCheckoutAction = {
  kind: 'lot';
  buyer: number;
  seller: number;
  products: number[];
  discount: boolean;
  home: boolean;
  destination: number;
};

const BUNDLE_TIERS = [
  { minItems: 2, percent: 10 },
  { minItems: 3, percent: 15 },
];

export async function takeLotCheckout(world: World, action: LotCheckoutAction) {
  const buyer = world.buyers[action.buyer % world.buyers.length];
  const sellerIndex = action.seller % world.sellers.length;
  const seller = world.sellers[sellerIndex];
  const own = world.products.filter((product) => product.sellerIndex === sellerIndex);
  const picked = [...new Set(action.products.map((n) => own[n % Math.max(own.length, 1)]?.id))].filter(
    (id): id is string => id !== undefined,
  );
  if (!buyer || !seller || picked.length < 2) return null;
  const tiers = action.discount ? BUNDLE_TIERS : [];
  const discount = await seller.client.put('/api/me/bundle-discount', { tiers });
  if (discount.statusCode !== 200) return { response: discount, description: 'bundle discount' };
  for (const productId of picked) {
    const added = await buyer.client.post(`/api/me/lots/${seller.id}/items`, { productId });
    if (added.statusCode >= 500) return { response: added, description: `lot item ${productId}` };
  }
  const destination = DESTINATIONS[action.destination % DESTINATIONS.length];
  const response = await buyer.client.post('/api/orders', {
    lotSellerId: seller.id,
    paymentMethod: 'bank_transfer',
    ...(action.home ? { deliveryType: 'home', ...destination } : { deliveryType: 'pickup' }),
  });
  if (response.statusCode === 201) world.orderIds.push(response.json().order.id);
  const what = `lot checkout of ${picked.length} listings of seller ${seller.id} (${action.discount ? 'discount' : 'none'})`;
  return { response, description: what };
}

/**
 * An offer (decision 058): the buyer offers a share of the price, the seller accepts or refuses,
 * and an accepted offer is checked out at its amount. Any step may be refused (sold out, an offer
 * already open on that listing): the answers are checked like any other.
 */
export type OfferCheckoutAction = {
  kind: 'offer';
  buyer: number;
  product: number;
  percent: number;
  accept: boolean;
  home: boolean;
  destination: number;
};

export async function takeOfferCheckout(world: World, action: OfferCheckoutAction) {
  const buyer = world.buyers[action.buyer % world.buyers.length];
  const product = world.products[action.product % world.products.length];
  const seller = product && world.sellers[product.sellerIndex];
  if (!buyer || !product || !seller) throw new Error('empty world');
  const amountCents = Math.ceil((product.priceCents * action.percent) / 100);
  const made = await buyer.client.post(`/api/products/${product.id}/offers`, { amountCents });
  const what = `offer of ${amountCents} on product ${product.id}`;
  if (made.statusCode !== 201) return { response: made, description: what };
  const offerId: string = made.json().offer.id;
  const answered = await seller.client.post(`/api/offers/${offerId}/${action.accept ? 'accept' : 'refuse'}`);
  if (answered.statusCode !== 200 || !action.accept) return { response: answered, description: `answer to ${what}` };
  const destination = DESTINATIONS[action.destination % DESTINATIONS.length];
  const response = await buyer.client.post('/api/orders', {
    productId: product.id,
    offerId,
    paymentMethod: 'bank_transfer',
    ...(action.home ? { deliveryType: 'home', ...destination } : { deliveryType: 'pickup' }),
  });
  if (response.statusCode === 201) world.orderIds.push(response.json().order.id);
  return { response, description: `checkout of accepted ${what}` };
}
