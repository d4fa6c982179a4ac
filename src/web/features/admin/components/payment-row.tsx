import { useState } from 'react';
import { Check, Clock, ExternalLink, X } from 'lucide-react';
import { formatEuros } from '@shared/money';
import { paymentMethodLabels } from '@shared/orders/payment-methods';
import type { AdminPaymentView } from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { lazyToast } from '@web/lib/lazy-toast';
import { refusalMessage } from '@web/lib/refusal-message';
import { useApprovePayment } from '../api/admin-mutations';
import { ConfirmPaymentDialog, LazyAlertDialog } from './lazy-payment-dialogs';
import { formatShortDateTime } from '@web/lib/french-dates';

type PaymentRowProps = { payment: AdminPaymentView; onReject: (payment: AdminPaymentView) => void };

/** One payment: who, how much, how, the proof, and the admin's two decisions. */
export function PaymentRow({ payment, onReject }: PaymentRowProps) {
  const approval = useApprovePayment();
  const [confirming, setConfirming] = useState(false);
  const canDecide = payment.hasProof && payment.status === 'submitted';
  const supplement = payment.kind === 'supplement';
  const what = supplement ? 'le supplément' : 'le paiement';

  // Awaited rather than mutate's callbacks: the refreshed list drops this row before they would run.
  async function approve() {
    try {
      await approval.mutateAsync(payment);
    } catch (error) {
      lazyToast('error', refusalMessage(error, orderMessages.approveFailed));
      return;
    } finally {
      setConfirming(false);
    }
    lazyToast('success', orderMessages.paymentApproved);
  }

  return (
    <li
      aria-label={`${supplement ? 'Supplément de livraison' : 'Paiement'} de la commande ${payment.orderNumber}`}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span>
            Commande <span className="font-mono">{payment.orderNumber}</span>
            {supplement ? ' · Supplément de livraison à domicile' : null}
          </span>
          {/* Decision 038: a proof that has waited more than 24 hours for a decision. */}
          {payment.late ? (
            <Badge variant="destructive">
              <Clock aria-hidden="true" />
              En retard
            </Badge>
          ) : null}
        </p>
        <p>
          {payment.buyer.name} <span className="text-muted-foreground">({payment.buyer.email})</span>
        </p>
        <p>
          <span className="font-semibold">{formatEuros(payment.amountCents)}</span> ·{' '}
          {paymentMethodLabels[payment.method]} ·{' '}
          <time dateTime={payment.updatedAt} className="text-muted-foreground">
            {formatShortDateTime(payment.updatedAt)}
          </time>
        </p>
        {payment.proofUrl ? (
          <a
            href={payment.proofUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex w-fit items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            Voir la preuve
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(nouvel onglet)</span>
          </a>
        ) : (
          <p className="text-muted-foreground">Aucune preuve envoyée</p>
        )}
      </div>
      <div className="flex gap-2">
        <Button onClick={() => setConfirming(true)} disabled={!canDecide || approval.isPending}>
          <Check aria-hidden="true" />
          Valider
          <span className="sr-only">
            {' '}
            {what} {payment.orderNumber}
          </span>
        </Button>
        <LazyAlertDialog open={confirming} onOpenChange={(open) => !approval.isPending && setConfirming(open)}>
          <ConfirmPaymentDialog payment={payment} pending={approval.isPending} onConfirm={() => void approve()} />
        </LazyAlertDialog>
        <Button variant="outline" onClick={() => onReject(payment)} disabled={!canDecide}>
          <X aria-hidden="true" />
          Rejeter
          <span className="sr-only">
            {' '}
            {what} {payment.orderNumber}
          </span>
        </Button>
      </div>
    </li>
  );
}
