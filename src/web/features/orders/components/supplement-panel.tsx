import { useState } from 'react';
import { Truck, Upload, X } from 'lucide-react';
import { formatEuros } from '@shared/money';
import type { OrderView } from '@shared/orders/order-view.schemas';
import type { OrderSupplementView } from '@shared/orders/supplement.schemas';
import {
  PAYABLE_SUPPLEMENT_STATUSES,
  UNPAID_SUPPLEMENT_STATUSES,
  supplementMessages,
  supplementStatusLabels,
} from '@shared/orders/supplement-status';
import { asSentence } from '@shared/sentence';
import { Button } from '@web/components/ui/button';
import { formatLongDateTime } from '@web/lib/french-dates';
import { ProofPreview } from './proof-preview';
import { ConfirmActionDialog, LazyDialog, PaymentProofDialog } from './lazy-dialogs';

type Props = { order: OrderView; supplement: OrderSupplementView };

const place = (supplement: OrderSupplementView) => [supplement.address, supplement.country].filter(Boolean).join(', ');

/** What the buyer reads and does while the supplement waits for their money. */
function BuyerUnpaid({ order, supplement }: Props) {
  const [open, setOpen] = useState<'pay' | 'cancel' | null>(null);
  const payable = PAYABLE_SUPPLEMENT_STATUSES.includes(supplement.status);
  return (
    <>
      <p className="text-muted-foreground">
        Livraison à domicile demandée : {place(supplement)}. La commande reste en point de récupération tant que le
        supplément n'est pas validé.
      </p>
      {supplement.status === 'rejected' ? (
        <p className="text-destructive">
          Preuve refusée{supplement.adminNotes ? ` : ${asSentence(supplement.adminNotes)}` : '.'} Veuillez envoyer une
          nouvelle preuve.
        </p>
      ) : null}
      {supplement.status === 'submitted' ? (
        <p>Preuve envoyée : en attente de validation par l'équipe Boucles.</p>
      ) : (
        <p>À payer avant le {formatLongDateTime(supplement.dueAt)}.</p>
      )}
      {supplement.proofUrl ? <ProofPreview url={supplement.proofUrl} /> : null}
      {payable ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setOpen('pay')}>
            <Upload aria-hidden="true" />
            Payer le supplément
          </Button>
          <Button variant="outline" onClick={() => setOpen('cancel')}>
            <X aria-hidden="true" />
            Annuler le supplément
          </Button>
        </div>
      ) : null}
      <LazyDialog open={open !== null} onClose={() => setOpen(null)}>
        {open === 'pay' ? (
          <PaymentProofDialog order={order} supplement={supplement} onDone={() => setOpen(null)} />
        ) : null}
        {open === 'cancel' ? (
          <ConfirmActionDialog
            order={order}
            path="supplement/cancel"
            title="Annuler le supplément"
            description="La commande restera en point de récupération, sans frais de livraison."
            confirmLabel="Annuler le supplément"
            success={supplementMessages.cancelled}
            failure={supplementMessages.cancelFailed}
            destructive
            onDone={() => setOpen(null)}
          />
        ) : null}
      </LazyDialog>
    </>
  );
}

/**
 * Decision 040: the delivery supplement of a switch to home delivery after payment. The buyer
 * pays it (same dialog as the order's payment, its own amount); the seller is told why they
 * cannot ship yet; afterwards both read how it ended.
 */
export function SupplementPanel({ order, supplement }: Props) {
  const unpaid = UNPAID_SUPPLEMENT_STATUSES.includes(supplement.status);
  const amount = formatEuros(supplement.amountCents);
  return (
    <section
      // Each order card has its own: the order number tells them apart in a landmark list.
      aria-label={`Supplément de livraison, commande ${order.orderNumber}`}
      className="grid gap-2 rounded-xl border border-border bg-muted/40 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Truck className="size-4 shrink-0" aria-hidden="true" />
        {unpaid ? supplementMessages.toPay(amount) : `Supplément de livraison : ${amount}`}
      </p>
      {unpaid && order.role === 'buyer' ? <BuyerUnpaid order={order} supplement={supplement} /> : null}
      {unpaid && order.role !== 'buyer' ? <p role="note">{supplementMessages.unpaidShipping}.</p> : null}
      {unpaid ? null : <p className="text-muted-foreground">{supplementStatusLabels[supplement.status]}</p>}
    </section>
  );
}
