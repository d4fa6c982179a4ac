import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { fileRuleError } from '@shared/file-rules';
import { formatEuros } from '@shared/money';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { returnMessages, sellerRefundProofRules } from '@shared/returns/return.schemas';
import { Button } from '@web/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
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
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const upload = useSendRefundProof();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = fileRuleError(file, sellerRefundProofRules);
    if (problem || !file) {
      setError(problem ?? sellerRefundProofRules.messages.required);
      return;
    }
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
        <FormField
          id="refund-proof"
          label="Preuve de virement"
          hint={file ? `Fichier sélectionné: ${file.name}` : 'JPG, PNG ou PDF, 5 Mo maximum.'}
          error={error}
        >
          <Input
            {...fieldAria('refund-proof', { error, hint: true })}
            type="file"
            accept={sellerRefundProofRules.types.join(',')}
            disabled={upload.isPending}
            onChange={(event) => {
              const next = event.target.files?.[0] ?? null;
              setFile(next);
              setError(next ? (fileRuleError(next, sellerRefundProofRules) ?? undefined) : undefined);
            }}
            className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium"
          />
        </FormField>
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
