import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatEuros } from '@shared/money';
import { paymentProofRules } from '@shared/orders/checkout.schemas';
import { paymentMethodLabels } from '@shared/orders/payment-methods';
import { orderClock } from '@shared/orders/order-clock';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import type { OrderSupplementView } from '@shared/orders/supplement.schemas';
import { ProofFileField, useProofFile } from '@web/components/proof-file-field';
import { Button } from '@web/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { useSubmitPaymentProof } from '../api/submit-payment-proof';
import { OrderClockLine } from './order-clock-line';
import { PaymentReference } from './payment-reference';
import { ReceivingDetails } from './receiving-details';

type PaymentProofDialogProps = {
  order: OrderView;
  onDone: () => void;
  /** Pay the order's delivery supplement instead: its amount, its own proof route (decision 040). */
  supplement?: OrderSupplementView;
};

/** How to pay the platform, then the proof upload with its progress. */
export function PaymentProofDialog({ order, onDone, supplement }: PaymentProofDialogProps) {
  const amountCents = supplement ? supplement.amountCents : order.totalAmountCents;
  const proof = useProofFile(paymentProofRules);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useSubmitPaymentProof();
  const clock = orderClock(order);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = proof.check();
    if (!file) return;
    setProgress(0);
    try {
      await upload.mutateAsync({
        orderId: order.id,
        target: supplement ? 'supplement/proof' : 'payment-proof',
        file,
        onProgress: setProgress,
      });
    } catch (failure) {
      setProgress(null);
      toast.error(errorMessage(failure, orderMessages.proofFailed));
      return;
    }
    toast.success(orderMessages.proofSubmitted);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => upload.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>{supplement ? 'Payer le supplément de livraison' : 'Envoyer la preuve de paiement'}</DialogTitle>
        <DialogDescription>
          Payez {formatEuros(amountCents)} par {paymentMethodLabels[order.payment.method]} avec la référence ci-dessous,
          puis envoyez la preuve. L'argent reste chez nous jusqu'à la réception.
        </DialogDescription>
      </DialogHeader>
      <section aria-label="Coordonnées de paiement" className="grid gap-3 rounded-xl bg-muted p-3">
        <ReceivingDetails method={order.payment.method} />
        <PaymentReference order={order} />
        {clock ? <OrderClockLine clock={clock} /> : null}
      </section>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <ProofFileField
          id="payment-proof"
          label="Preuve de paiement"
          rules={paymentProofRules}
          proof={proof}
          disabled={upload.isPending}
        />
        {progress !== null ? (
          <progress value={progress} max={100} aria-label="Envoi de la preuve" className="h-2 w-full accent-primary">
            {progress} %
          </progress>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={upload.isPending}>
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" disabled={upload.isPending}>
            Envoyer la preuve
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
