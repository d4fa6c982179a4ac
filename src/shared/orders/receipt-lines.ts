import { deliveryTypeLabels } from '../delivery';
import { formatEuros } from '../money';
import { sellerStatusLabels } from '../trust/seller-status';
import { paymentMethodLabels } from './payment-methods';
import type { Receipt } from './receipt.schemas';
import { parisFormat } from '../paris-time';

export type ReceiptLine = { label: string; value: string };

/** Every text of a receipt, in reading order: the page and the PDF show the same words. */
export type ReceiptContent = {
  /** The platform, and where to reach it. */
  issuer: string;
  contact: string;
  title: string;
  /** Who, when and how. */
  details: ReceiptLine[];
  /** One row per line, the bundle discount when there is one, and the delivery. */
  amounts: ReceiptLine[];
  total: ReceiptLine;
  /** Under the total, when there was more than one: each payment received, with its date. */
  payments: ReceiptLine[];
  /** Under the payments when the money went back to the buyer. */
  refundNote: string | null;
  /** Who received the money, and whom to ask. */
  footnote: string;
};

/** "24 novembre 2026", the Paris day, whatever the reader's or the server's time zone. */
export function formatReceiptDay(iso: string): string {
  return parisFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

export const receiptFileName = (receipt: Pick<Receipt, 'orderNumber'>) => `recu-${receipt.orderNumber}.pdf`;

/** A professional seller is named as the trader on the receipt (decision 060). */
function sellerLegalLines(receipt: Receipt): ReceiptLine[] {
  const legal = receipt.sellerLegal;
  if (!legal) return [];
  return [
    { label: 'Entreprise', value: `${legal.companyName}, ${legal.address}` },
    { label: 'SIRET', value: legal.siret },
    ...(legal.vatNumber ? [{ label: 'N° de TVA', value: legal.vatNumber }] : []),
  ];
}

function details(receipt: Receipt): ReceiptLine[] {
  const delivery = deliveryTypeLabels[receipt.deliveryType];
  return [
    { label: 'Numéro de commande', value: receipt.orderNumber },
    { label: 'Date de la commande', value: formatReceiptDay(receipt.orderedAt) },
    { label: 'Paiement validé le', value: formatReceiptDay(receipt.paidAt) },
    { label: 'Moyen de paiement', value: paymentMethodLabels[receipt.paymentMethod] },
    { label: 'Acheteur', value: receipt.buyerName },
    { label: 'Vendeur', value: receipt.sellerName },
    { label: 'Statut du vendeur', value: sellerStatusLabels[receipt.sellerStatus] },
    ...sellerLegalLines(receipt),
    { label: 'Livraison', value: receipt.deliveryPlace ? `${delivery} — ${receipt.deliveryPlace}` : delivery },
  ];
}

const paymentLabels = { order: 'Paiement de la commande', supplement: 'Supplément de livraison à domicile' } as const;

/** One payment is the total, already dated above; with a supplement, each payment and its date. */
function payments(receipt: Receipt): ReceiptLine[] {
  if (receipt.payments.length < 2) return [];
  return receipt.payments.map((payment) => ({
    label: `${paymentLabels[payment.kind]}, reçu le ${formatReceiptDay(payment.paidAt)}`,
    value: formatEuros(payment.amountCents),
  }));
}

/** A one-line order without discount reads as before lots: its title and its price. */
function amounts(receipt: Receipt): ReceiptLine[] {
  const discount =
    receipt.discountCents > 0 ? [{ label: 'Remise lot', value: formatEuros(-receipt.discountCents) }] : [];
  return [
    ...receipt.items.map((item) => ({ label: item.title, value: formatEuros(item.unitPriceCents) })),
    ...discount,
    { label: 'Frais de livraison', value: formatEuros(receipt.deliveryCostCents) },
  ];
}

export function receiptContent(receipt: Receipt): ReceiptContent {
  const { name, email } = receipt.platform;
  return {
    issuer: name,
    contact: `${receipt.platform.url} · ${email}`,
    title: `Reçu de la commande ${receipt.orderNumber}`,
    details: details(receipt),
    amounts: amounts(receipt),
    total: { label: 'Total payé', value: formatEuros(receipt.totalAmountCents) },
    payments: payments(receipt),
    refundNote: receipt.refundedAt
      ? `Cette commande a été remboursée le ${formatReceiptDay(receipt.refundedAt)}.`
      : null,
    footnote: `Paiement reçu par ${name} pour le compte du vendeur. Pour toute question : ${email}.`,
  };
}
