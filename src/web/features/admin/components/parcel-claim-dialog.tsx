import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatEuros } from '@shared/money';
import {
  type AdminParcelClaim,
  type ParcelClaimOutcome,
  parcelClaimDecisionSchema,
  parcelClaimOutcomeLabels,
} from '@shared/orders/parcel-claim.schemas';
import { shippingClockTexts } from '@shared/orders/shipping-clock';
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
import { useDecideParcelClaim } from '../api/admin-parcel-claims';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decision = useDecideParcelClaim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parcelClaimDecisionSchema.safeParse({ outcome, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await decision.mutateAsync({ orderId: claim.orderId, ...parsed.data });
    } catch (failure) {
      toast.error(refusalMessage(failure, shippingClockTexts.claimDecideFailed));
      return;
    }
    toast.success(shippingClockTexts.claimDecided);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => decision.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>{parcelClaimOutcomeLabels[outcome]}</DialogTitle>
        <DialogDescription>
          Commande {claim.orderNumber}. {descriptions[outcome](claim)}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id="parcel-claim-reason" label="Motif de la décision" error={error}>
          <Textarea
            {...fieldAria('parcel-claim-reason', { error })}
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
          <Button type="submit" disabled={decision.isPending}>
            {parcelClaimOutcomeLabels[outcome]}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
