import { toast } from 'sonner';
import { formatEuros } from '@shared/money';
import {
  type AdminParcelClaim,
  type ParcelClaimOutcome,
  parcelClaimDecisionSchema,
  parcelClaimOutcomeLabels,
} from '@shared/orders/parcel-claim.schemas';
import { shippingClockTexts } from '@shared/orders/shipping-clock';
import { refusalMessage } from '@web/lib/refusal-message';
import { useDecideParcelClaim } from '../api/admin-parcel-claims';
import { ReasonedDecisionDialog } from './reasoned-decision-dialog';

const descriptions: Record<ParcelClaimOutcome, (claim: AdminParcelClaim) => string> = {
  refunded: (claim) =>
    `La commande est annulée et ${formatEuros(claim.totalAmountCents)} sont remboursés à ${claim.buyer.name} depuis le séquestre. Ce remboursement ne peut pas être annulé.`,
  delivered: () =>
    "La commande compte comme livrée : l'acheteur peut demander un retour pendant 14 jours, puis le vendeur est payé.",
};

/** The admin's answer to a 'Colis non reçu', with the reason both parties read (decision 039). */
export function ParcelClaimDialog({
  claim,
  outcome,
  onDone,
}: {
  claim: AdminParcelClaim;
  outcome: ParcelClaimOutcome;
  onDone: () => void;
}) {
  const decision = useDecideParcelClaim();

  async function decide(reason: string) {
    const parsed = parcelClaimDecisionSchema.safeParse({ outcome, reason });
    if (!parsed.success) return parsed.error.issues[0]?.message;
    try {
      await decision.mutateAsync({ orderId: claim.orderId, ...parsed.data });
    } catch (failure) {
      toast.error(refusalMessage(failure, shippingClockTexts.claimDecideFailed));
      return undefined;
    }
    toast.success(shippingClockTexts.claimDecided);
    onDone();
    return undefined;
  }

  return (
    <ReasonedDecisionDialog
      fieldId="parcel-claim-reason"
      title={parcelClaimOutcomeLabels[outcome]}
      description={`Commande ${claim.orderNumber}. ${descriptions[outcome](claim)}`}
      confirm={parcelClaimOutcomeLabels[outcome]}
      pending={decision.isPending}
      decide={decide}
    />
  );
}
