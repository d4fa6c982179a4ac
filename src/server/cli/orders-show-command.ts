import { sql } from 'kysely';
import { formatEuros } from '@shared/money';
import { type OrderStatus, orderStatusLabels } from '@shared/orders/order-status';
import { type ReturnStatus, returnStatusLabels } from '@shared/returns/return-status';
import type { Db } from '@server/db/connection';
import { formatMoment } from './cli-format';
import { type Command, EXIT, printJson, readyDatabase, splitJsonFlag } from './cli-io';

const PAYMENT_STATUS = { pending: 'en attente', submitted: 'preuve envoyée', paid: 'validé', rejected: 'rejeté' };
const PAYMENT_METHOD = { bank_transfer: 'virement', paypal: 'PayPal', mtn_mobile: 'MTN Mobile Money' };
const DELIVERY_STATUS = { pending: 'en attente', sending: 'en cours', sent: 'envoyé', failed: 'abandonné' };

/** Everything support looks at for one order, read in one go. */
async function showOrder(db: Db, orderNumber: string) {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('profiles as b', 'b.id', 'o.buyer_id')
    .innerJoin('profiles as s', 's.id', 'o.seller_id')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .selectAll('o')
    .select(['b.full_name as buyer_name', 'b.email as buyer_email', 's.full_name as seller_name'])
    .select(['s.email as seller_email', 'p.title as product_title'])
    .where('o.order_number', '=', orderNumber)
    .executeTakeFirst();
  if (!order) return null;
  const [payments, supplements, returns, ledger, events, notifications] = await Promise.all([
    db.selectFrom('payments').selectAll().where('order_id', '=', order.id).orderBy('created_at').execute(),
    db.selectFrom('order_supplements').selectAll().where('order_id', '=', order.id).orderBy('created_at').execute(),
    db.selectFrom('returns').selectAll().where('order_id', '=', order.id).orderBy('created_at').execute(),
    db
      .selectFrom('ledger_entries as l')
      .leftJoin('profiles as party', 'party.id', 'l.party_id')
      .select(['l.created_at', 'l.movement_id', 'l.kind', 'l.account', 'l.amount_cents', 'party.email as party'])
      .where('l.order_id', '=', order.id)
      .orderBy('l.id')
      .execute(),
    db.selectFrom('order_events').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    // Notifications carry no order id: their link names the order (order-notifications.ts).
    db
      .selectFrom('notification_deliveries as d')
      .innerJoin('profiles as to', 'to.id', 'd.user_id')
      .select(['d.created_at', 'd.channel', 'd.title', 'd.status', 'd.attempts', 'd.sent_at', 'to.email as to'])
      .where('d.link', 'like', sql<string>`${`%#commande-${order.order_number}`}`)
      .orderBy('d.id')
      .execute(),
  ]);
  return { order, payments, supplements, returns, ledger, events, notifications };
}

type ShownOrder = NonNullable<Awaited<ReturnType<typeof showOrder>>>;

function describe({ order, payments, supplements, returns, ledger, events, notifications }: ShownOrder): string[] {
  const euros = formatEuros;
  const section = <T>(title: string, rows: T[], line: (row: T) => string) => [
    `${title} :${rows.length === 0 ? ' aucun' : ''}`,
    ...rows.map((row) => `  ${line(row)}`),
  ];
  return [
    `Commande ${order.order_number} — ${orderStatusLabels[order.status as OrderStatus] ?? order.status} (${order.status})`,
    `  Créée le : ${formatMoment(order.created_at)}`,
    `  Produit : ${order.product_title}`,
    `  Acheteur : ${order.buyer_name} <${order.buyer_email}>`,
    `  Vendeur : ${order.seller_name} <${order.seller_email}>`,
    `  Montants : prix ${euros(order.price_cents)}, livraison ${euros(order.delivery_cost_cents)}, ` +
      `total ${euros(order.total_amount_cents)}, commission ${euros(order.commission_cents)}, ` +
      `part du vendeur ${euros(order.seller_amount_cents)}`,
    `  Livraison : ${
      order.delivery_type === 'home'
        ? `à domicile, ${order.delivery_address ?? '—'}${order.delivery_country ? ` (${order.delivery_country})` : ''}`
        : `point de récupération, ${order.pickup_location ?? '—'}`
    }${order.tracking_number ? ` ; suivi ${order.tracking_number}` : ''}`,
    `  Échéances : paiement ${formatMoment(order.payment_due_at)}, envoi ${formatMoment(order.ship_by)}, ` +
      `livraison ${formatMoment(order.deliver_by)}`,
    ...(order.not_received_at
      ? [`  Colis non reçu signalé le ${formatMoment(order.not_received_at)} ; décision : ${order.claim_outcome ?? 'en attente'}`]
      : []),
    `  Part du vendeur libérée : ${order.payout_released_at ? formatMoment(order.payout_released_at) : 'non'}`,
    ...section('Paiements', payments, (p) =>
      [
        `${formatMoment(p.created_at)}  ${PAYMENT_METHOD[p.method]}  ${euros(p.amount_cents)}  ${PAYMENT_STATUS[p.status]}`,
        p.validated_at ? `, validé le ${formatMoment(p.validated_at)}` : '',
        p.reconciled_line_id ? ' (relevé bancaire)' : '',
        p.admin_notes ? ` — ${p.admin_notes}` : '',
      ].join(''),
    ),
    ...section(
      'Suppléments de livraison',
      supplements,
      (s) => `${formatMoment(s.created_at)}  ${euros(s.amount_cents)}  ${s.status}, à payer avant ${formatMoment(s.due_at)}`,
    ),
    ...section(
      'Retours',
      returns,
      (r) =>
        `${formatMoment(r.created_at)}  ${returnStatusLabels[r.status as ReturnStatus] ?? r.status} (${r.reason})` +
        (r.refund_amount_cents === null ? '' : `, remboursé ${euros(r.refund_amount_cents)}`),
    ),
    ...section(
      'Grand livre',
      ledger,
      (l) =>
        `${formatMoment(l.created_at)}  ${l.kind}  ${l.account}${l.party ? ` (${l.party})` : ''}  ${euros(l.amount_cents)}`,
    ),
    ...section(
      'Historique',
      events,
      (e) => `${formatMoment(e.created_at)}  ${e.status}${e.note ? ` — ${e.note}` : ''}`,
    ),
    ...section(
      'Notifications envoyées',
      notifications,
      (n) =>
        `${formatMoment(n.created_at)}  ${n.channel === 'push' ? 'push' : 'e-mail'} à ${n.to}  « ${n.title} »  ` +
        `${DELIVERY_STATUS[n.status]}${n.attempts > 1 ? ` (${n.attempts} essais)` : ''}`,
    ),
  ];
}

export const ordersShowCommand: Command = {
  usage: 'orders show <CMD-…> [--json]         la commande : état, montants, paiements, grand livre, notifications',
  async run(args, io) {
    const { json, rest } = splitJsonFlag(args);
    const orderNumber = rest[0]?.trim().toUpperCase();
    if (!orderNumber || rest.length !== 1 || !/^CMD-[0-9A-Z-]+$/.test(orderNumber)) {
      io.err('Donnez un numéro de commande : npm run cli -- orders show CMD-2026-000123 [--json]');
      return EXIT.usage;
    }
    const database = await readyDatabase(io);
    if (!database) return EXIT.problem;
    try {
      const shown = await showOrder(database.db, orderNumber);
      if (!shown) {
        io.err(`Aucune commande ${orderNumber}.`);
        return EXIT.problem;
      }
      if (json) printJson(io, shown);
      else io.out(describe(shown).join('\n'));
      return EXIT.ok;
    } finally {
      await database.close();
    }
  },
};
