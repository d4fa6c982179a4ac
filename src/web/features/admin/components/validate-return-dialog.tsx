import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { adminRefundProofRules, type AdminReturnView, returnMessages } from '@shared/returns/return.schemas';
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
import { useValidateReturn } from '../api/admin-returns';

/** The admin validates an approved return with their own refund proof (image or PDF). */
export function ValidateReturnDialog({ item, onDone }: { item: AdminReturnView; onDone: () => void }) {
  const proof = useProofFile(adminRefundProofRules);
  const validation = useValidateReturn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = proof.check();
    if (!file) return;
    try {
      await validation.mutateAsync({ returnId: item.id, file });
    } catch (failure) {
      toast.error(refusalMessage(failure, returnMessages.validateFailed));
      return;
    }
    toast.success(returnMessages.validated);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => validation.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Valider le retour</DialogTitle>
        <DialogDescription>
          Commande {item.orderNumber} · {item.productTitle}. Joignez votre preuve de remboursement.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <ProofFileField
          id="admin-refund-proof"
          label="Preuve de remboursement"
          rules={adminRefundProofRules}
          proof={proof}
          disabled={validation.isPending}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={validation.isPending}>
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" disabled={validation.isPending}>
            Valider le retour
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
