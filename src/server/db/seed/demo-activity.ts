import sharp from 'sharp';
import { checkoutSchema } from '@shared/orders/checkout.schemas';
import type { AppContext } from '@server/context';
import type { Logger } from '@server/platform/logger';
import { approvePayment, rejectPayment } from '../../modules/admin-orders/review-payment';
import type { CurrentUser } from '../../modules/auth/current-user';
import { createOrder } from '../../modules/orders/create-order';
import { cancelOrder, confirmReceipt, markSent } from '../../modules/orders/party-actions';
import { releaseMaturedEscrow } from '../../modules/orders/release-matured-escrow';
import { submitPaymentProof } from '../../modules/orders/submit-payment-proof';
import { recordPayout } from '../../modules/payouts/record-payout';
import { submitReview } from '../../modules/reviews/submit-review';
import { atMoment, backdateAccounts } from './demo-moment';
import { DEMO_ORDERS, DEMO_PAYOUT, type DemoOrder, type DemoStep, ESCROW_JOB_HOURS_AGO } from './demo-orders';
import { requestDemoReturn } from './demo-return';

/** A transfer receipt as a buyer would photograph it: enough for the admin's proof viewer. */
const receipt = () =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: '#f4efe6' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><text x="32" y="80" font-size="28" font-family="sans-serif">Virement SEPA effectué</text><text x="32" y="140" font-size="22" font-family="sans-serif">Bénéficiaire : Boucles</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

/** Nadia came recently, on Aminata's invitation; the others have been here for three months. */
const JOINED_DAYS_AGO: Record<string, number> = { 'nadia@boucles.demo': 2 };

type Cast = { user: (email: string) => CurrentUser; admin: CurrentUser; receipt: Buffer; log: Logger };
type Moment = { hoursAgo: number; run: (ctx: AppContext) => Promise<unknown> };

/**
 * The demo's past, played through the real services in time order (each step at its moment,
 * demo-moment.ts), so that /orders, the admin's dashboard and lists, 'Mes revenus', the
 * ratings, the referral and the ledger all agree: see DEMO_ORDERS. Also a read welcome
 * notification for everyone.
 */
export async function seedDemoActivity(ctx: AppContext, log: Logger): Promise<void> {
  const accounts = await ctx.db.selectFrom('profiles').select(['id', 'email']).execute();
  const user = (email: string): CurrentUser => {
    const id = accounts.find((account) => account.email === email)?.id;
    if (!id) throw new Error(`no demo account ${email}`);
    return { id, email, emailVerified: true, roles: [] };
  };
  const now = ctx.clock.now().getTime();
  const joined = accounts.map((account) => ({
    id: account.id,
    at: new Date(now - (JOINED_DAYS_AGO[account.email] ?? 90) * 24 * 3_600_000),
  }));
  await backdateAccounts(ctx, joined);
  await ctx.db
    .insertInto('notifications')
    .values(
      joined.map((account) => ({
        user_id: account.id,
        created_at: account.at,
        type: 'verification' as const,
        title: 'Bienvenue sur Boucles',
        message: 'Votre adresse e-mail est confirmée. Complétez votre profil pour acheter et vendre en confiance.',
        link: '/profile',
        is_read: true,
      })),
    )
    .execute();
  const cast: Cast = {
    user,
    admin: { ...user('admin@boucles.demo'), roles: ['admin'] },
    receipt: await receipt(),
    log,
  };
  const moments = [...DEMO_ORDERS.flatMap((order) => orderMoments(cast, order)), ...moneyMoments(cast)];
  // Stable sort: an order's checkout comes before its steps of the same hour.
  moments.sort((a, b) => b.hoursAgo - a.hoursAgo);
  const started = performance.now();
  for (const moment of moments) await atMoment(ctx, new Date(now - moment.hoursAgo * 3_600_000), moment.run);
  const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');
  log.info(`Historique de démonstration : ${DEMO_ORDERS.length} commandes, ${moments.length} étapes en ${seconds} s`);
}

/** Checkout, then each step by the party it belongs to. */
function orderMoments(cast: Cast, order: DemoOrder): Moment[] {
  const buyer = cast.user(order.buyer);
  let orderId = '';
  const checkout: Moment = {
    hoursAgo: order.placedHoursAgo,
    run: async (ctx) => {
      const product = await ctx.db
        .selectFrom('products')
        .select('id')
        .where('title', '=', order.product)
        .executeTakeFirstOrThrow();
      orderId = await createOrder(
        ctx,
        buyer,
        checkoutSchema.parse({
          productId: product.id,
          deliveryType: 'home',
          address: order.address,
          country: order.country,
          paymentMethod: 'bank_transfer',
        }),
      );
    },
  };
  const steps = order.steps.map(([hoursAgo, step]) => ({
    hoursAgo,
    run: (ctx: AppContext) => runStep(ctx, cast, buyer, orderId, step),
  }));
  return [checkout, ...steps];
}

async function runStep(ctx: AppContext, cast: Cast, buyer: CurrentUser, orderId: string, step: DemoStep) {
  const order = await ctx.db
    .selectFrom('orders')
    .innerJoin('profiles', 'profiles.id', 'orders.seller_id')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select(['profiles.email as seller', 'payments.id as paymentId'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const seller = cast.user(order.seller);
  switch (step.do) {
    case 'proof':
      return submitPaymentProof(ctx, cast.log, buyer, orderId, {
        filename: 'virement.png',
        data: cast.receipt,
        truncated: false,
      });
    case 'approve':
      return approvePayment(ctx, cast.admin, order.paymentId);
    case 'reject':
      return rejectPayment(ctx, cast.admin, order.paymentId, step.note);
    case 'ship':
      return markSent(ctx, seller, orderId, step.tracking);
    case 'receive':
      return confirmReceipt(ctx, buyer, orderId);
    case 'review':
      return submitReview(ctx, buyer, orderId, { rating: step.rating, comment: step.comment });
    case 'cancel':
      return cancelOrder(ctx, buyer, orderId);
    case 'return':
      return requestDemoReturn(ctx, cast.log, buyer, orderId, step);
  }
}

/** The escrow job's pass and the admin's payout of all that the seller is owed at that moment. */
function moneyMoments(cast: Cast): Moment[] {
  const seller = cast.user(DEMO_PAYOUT.seller);
  return [
    { hoursAgo: ESCROW_JOB_HOURS_AGO, run: (ctx) => releaseMaturedEscrow(ctx.db, ctx.clock.now()) },
    {
      hoursAgo: DEMO_PAYOUT.hoursAgo,
      run: async (ctx) => {
        const owed = await ctx.db
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.sum<string>('amount_cents').as('sum'))
          .where('account', '=', 'seller_payable')
          .where('party_id', '=', seller.id)
          .executeTakeFirstOrThrow();
        return recordPayout(ctx, cast.admin, {
          sellerId: seller.id,
          amountCents: -Number(owed.sum),
          method: DEMO_PAYOUT.method,
          reference: DEMO_PAYOUT.reference,
        });
      },
    },
  ];
}
