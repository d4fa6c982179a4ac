import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { formatEuros } from '@shared/money';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { returnMessages, sellerRefundProofRules } from '@shared/returns/return.schemas';
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
import { refusalMessage } from '@web/lib/refusal-message';
import { useSendRefundProof } from '../api/return-actions';

/** The seller's proof of the refund transfer on an approved return (image or PDF). */
export function RefundProofDialog({
  order,
  returnId,
  onDone,
}: {
  order: OrderView;
  returnId: string;
  onDone: () => void;
}) {
  const proof = useProofFile(sellerRefundProofRules);
  const upload = useSendRefundProof();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = proof.check();
    if (!file) return;
    try {
      await upload.mutateAsync({ returnId, file });
    } catch (failure) {
      toast.error(refusalMessage(failure, returnMessages.proofFailed));
      return;
    }
    toast.success(returnMessages.proofSent);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => upload.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Preuve de remboursement</DialogTitle>
        <DialogDescription>
          Envoyez la preuve du remboursement de l'acheteur ({formatEuros(order.totalAmountCents)}) pour la commande{' '}
          {order.orderNumber}. L'admin la vérifiera avant de valider le retour.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <ProofFileField
          id="refund-proof"
          label="Preuve de virement"
          rules={sellerRefundProofRules}
          proof={proof}
          disabled={upload.isPending}
        />
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
