import { toast } from 'sonner';
import type { DisputeOutcome } from '@shared/returns/return-view.schemas';
import { type AdminReturnView, disputeDecisionSchema, returnMessages } from '@shared/returns/return.schemas';
import { refusalMessage } from '@web/lib/refusal-message';
import { useDecideDispute } from '../api/admin-returns';
import { ReasonedDecisionDialog } from './reasoned-decision-dialog';

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
  const decision = useDecideDispute();
  const text = texts[outcome];

  async function decide(reason: string) {
    const parsed = disputeDecisionSchema.safeParse({ outcome, reason });
    if (!parsed.success) return parsed.error.issues[0]?.message;
    try {
      await decision.mutateAsync({ returnId: item.id, ...parsed.data });
    } catch (failure) {
      toast.error(refusalMessage(failure, returnMessages.statusFailed));
      return undefined;
    }
    toast.success(returnMessages.decided);
    onDone();
    return undefined;
  }

  return (
    <ReasonedDecisionDialog
      fieldId="dispute-decision-reason"
      title={text.title}
      description={`Commande ${item.orderNumber}. ${text.description}`}
      confirm={text.confirm}
      destructive={outcome === 'uphold'}
      pending={decision.isPending}
      decide={decide}
    />
  );
}
