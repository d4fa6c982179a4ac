import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatEuros } from '@shared/money';
import { PAYOUT_METHODS, payoutMethodLabels } from '@shared/profile/payout-methods';
import { refundToText } from '@shared/returns/refund-text';
import {
  adminRefundProofRules,
  type AdminReturnView,
  returnMessages,
  returnRefundSchema,
} from '@shared/returns/return.schemas';
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
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect, optionsOf } from '@web/components/ui/native-select';
import { refusalMessage } from '@web/lib/refusal-message';
import { useRefundReturn } from '../api/admin-returns';

const methodOptions = optionsOf(PAYOUT_METHODS, payoutMethodLabels);

type Errors = { method?: string | undefined; reference?: string | undefined };

/**
 * The admin pays the buyer back from escrow, to the account the buyer gave, and records the
 * method, the reference and the proof (decision 041). The money leaves for good.
 */
export function RefundReturnDialog({ item, onDone }: { item: AdminReturnView; onDone: () => void }) {
  const [method, setMethod] = useState<string>(item.refundTo?.method ?? '');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const proof = useProofFile(adminRefundProofRules);
  const refund = useRefundReturn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = returnRefundSchema.safeParse({ method, reference });
    const file = proof.check();
    if (!parsed.success) {
      const issue = (path: string) => parsed.error.issues.find((i) => i.path[0] === path)?.message;
      setErrors({ method: issue('method'), reference: issue('reference') });
    }
    if (!parsed.success || !file) return;
    try {
      await refund.mutateAsync({ returnId: item.id, ...parsed.data, file });
    } catch (failure) {
      toast.error(refusalMessage(failure, returnMessages.refundFailed));
      return;
    }
    toast.success(returnMessages.refunded);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => refund.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Rembourser la commande {item.orderNumber}</DialogTitle>
        <DialogDescription>
          Versez {formatEuros(item.refundDueCents)} à {item.buyer.name} depuis le séquestre
          {item.refundTo ? `, sur : ${refundToText(item.refundTo)}` : ''}. Le grand livre l&apos;enregistre et le retour
          est clos ; ce remboursement ne peut pas être annulé.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id="refund-paid-method" label="Remboursé par" error={errors.method}>
          <NativeSelect
            {...fieldAria('refund-paid-method', { error: errors.method })}
            options={methodOptions}
            placeholder="Choisissez"
            value={method}
            disabled={refund.isPending}
            onChange={(event) => setMethod(event.target.value)}
          />
        </FormField>
        <FormField id="refund-reference" label="Référence du remboursement" error={errors.reference}>
          <Input
            {...fieldAria('refund-reference', { error: errors.reference })}
            value={reference}
            maxLength={200}
            autoComplete="off"
            disabled={refund.isPending}
            onChange={(event) => setReference(event.target.value)}
          />
        </FormField>
        <ProofFileField
          id="refund-proof"
          label="Preuve du remboursement"
          rules={adminRefundProofRules}
          proof={proof}
          disabled={refund.isPending}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={refund.isPending}>
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" disabled={refund.isPending}>
            Marquer remboursé
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
