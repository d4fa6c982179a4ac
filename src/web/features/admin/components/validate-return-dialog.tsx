import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { fileRuleError } from '@shared/file-rules';
import { adminRefundProofRules, type AdminReturnView, returnMessages } from '@shared/returns/return.schemas';
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
import { useValidateReturn } from '../api/admin-returns';

/** The admin validates an approved return with their own refund proof (image or PDF). */
export function ValidateReturnDialog({ item, onDone }: { item: AdminReturnView; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const validation = useValidateReturn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = fileRuleError(file, adminRefundProofRules);
    if (problem || !file) {
      const message = problem ?? adminRefundProofRules.messages.required;
      setError(message);
      toast.error(message);
      return;
    }
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
        <FormField
          id="admin-refund-proof"
          label="Preuve de remboursement"
          hint={file ? `Fichier sélectionné: ${file.name}` : 'JPG, PNG ou PDF, 5 Mo maximum.'}
          error={error}
        >
          <Input
            {...fieldAria('admin-refund-proof', { error, hint: true })}
            type="file"
            accept={adminRefundProofRules.types.join(',')}
            disabled={validation.isPending}
            onChange={(event) => {
              const next = event.target.files?.[0] ?? null;
              setFile(next);
              setError(next ? (fileRuleError(next, adminRefundProofRules) ?? undefined) : undefined);
            }}
            className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium"
          />
        </FormField>
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
