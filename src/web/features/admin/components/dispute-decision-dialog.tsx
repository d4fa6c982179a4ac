import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  type AdminReturnView,
  type DisputeOutcome,
  disputeDecisionSchema,
  returnMessages,
} from '@shared/returns/return.schemas';
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
import { Textarea } from '@web/components/ui/textarea';
import { refusalMessage } from '@web/lib/refusal-message';
import { useDecideDispute } from '../api/admin-returns';

const texts: Record<DisputeOutcome, { title: string; description: string; confirm: string }> = {
  uphold: {
    title: 'Maintenir le refus',
    description: "Le refus du vendeur est confirmé et le retour est clos. L'acheteur et le vendeur liront votre motif.",
    confirm: 'Maintenir le refus',
  },
  order: {
    title: 'Ordonner le retour',
    description:
      "Le vendeur devra accepter le retour en indiquant l'adresse de renvoi. L'acheteur et le vendeur liront votre motif.",
    confirm: 'Ordonner le retour',
  },
};

/** The admin's decision on a disputed refusal, with the reason both parties read (decision 026). */
export function DisputeDecisionDialog({
  item,
  outcome,
  onDone,
}: {
  item: AdminReturnView;
  outcome: DisputeOutcome;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decision = useDecideDispute();
  const text = texts[outcome];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = disputeDecisionSchema.safeParse({ outcome, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await decision.mutateAsync({ returnId: item.id, ...parsed.data });
    } catch (failure) {
      toast.error(refusalMessage(failure, returnMessages.statusFailed));
      return;
    }
    toast.success(returnMessages.decided);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => decision.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>
          Commande {item.orderNumber}. {text.description}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id="dispute-decision-reason" label="Motif de la décision" error={error}>
          <Textarea
            {...fieldAria('dispute-decision-reason', { error })}
            rows={4}
            maxLength={1000}
            value={reason}
            disabled={decision.isPending}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={decision.isPending}>
              Annuler
            </Button>
          </DialogClose>
          <Button
            type="submit"
            variant={outcome === 'uphold' ? 'destructive' : 'default'}
            disabled={decision.isPending}
          >
            {text.confirm}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
