import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { formatEuros } from '@shared/money';
import { paymentProofRules } from '@shared/orders/checkout.schemas';
import {
  PAYOUT_METHODS,
  type RecordPayoutInput,
  type SellerBalance,
  payoutMessages,
  payoutMethodLabels,
} from '@shared/orders/payout.schemas';
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
import { useRecordPayout } from '../api/admin-payouts';
import type { PayoutDestination } from '../payout-destination';
import { type PayoutFormValues, payoutFormDefaults, payoutFormSchema } from '../payout-form';
import { PayoutDetails } from './payout-details';

const RECORD_FAILED = "Erreur lors de l'enregistrement du versement";
const PROOF_FAILED = "Versement enregistré, mais la preuve n'a pas pu être envoyée";
const REFERENCE_HINT = 'La référence de la transaction PayPal, du virement ou du transfert Mobile Money.';
const methodOptions = optionsOf(PAYOUT_METHODS, payoutMethodLabels);

type RecordPayoutDialogProps = { seller: SellerBalance; destination: PayoutDestination; onDone: () => void };

/** The admin paid the seller outside the app and records it here; the seller is notified. */
export function RecordPayoutDialog({ seller, destination, onDone }: RecordPayoutDialogProps) {
  // Optional: only a chosen file is checked.
  const proof = useProofFile(paymentProofRules);
  const recording = useRecordPayout();
  const form = useForm<PayoutFormValues, unknown, RecordPayoutInput>({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: payoutFormDefaults(seller, destination.method),
  });
  const { errors } = form.formState;
  const busy = recording.isPending;

  async function onValid(input: RecordPayoutInput) {
    if (proof.error) return;
    let outcome;
    try {
      outcome = await recording.mutateAsync({ input, proof: proof.file });
    } catch (failure) {
      toast.error(refusalMessage(failure, RECORD_FAILED));
      return;
    }
    toast.success(payoutMessages.recorded);
    if (outcome.proofError) toast.error(refusalMessage(outcome.proofError, PROOF_FAILED));
    onDone();
  }

  return (
    <DialogContent
      onInteractOutside={(event) => busy && event.preventDefault()}
      // The method and amount come prefilled: the reference is what the admin has to type.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        form.setFocus('reference');
      }}
    >
      <DialogHeader>
        <DialogTitle>Enregistrer un versement</DialogTitle>
        <DialogDescription>
          {seller.name} · {formatEuros(seller.owedCents)} dû. Enregistrez le versement une fois l'argent envoyé ; le
          vendeur sera prévenu.
        </DialogDescription>
      </DialogHeader>
      <section aria-label="Coordonnées de versement du vendeur" className="rounded-xl bg-muted p-3">
        <PayoutDetails destination={destination} />
      </section>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-4">
        <FormField id="payout-method" label="Mode de versement" error={errors.method?.message}>
          <NativeSelect
            {...fieldAria('payout-method', { error: errors.method?.message })}
            options={methodOptions}
            placeholder="Choisir"
            {...form.register('method')}
          />
        </FormField>
        <FormField id="payout-reference" label="Référence" hint={REFERENCE_HINT} error={errors.reference?.message}>
          <Input
            {...fieldAria('payout-reference', { error: errors.reference?.message, hint: REFERENCE_HINT })}
            autoComplete="off"
            maxLength={200}
            {...form.register('reference')}
          />
        </FormField>
        <FormField id="payout-amount" label="Montant (€)" error={errors.amount?.message}>
          <Input
            {...fieldAria('payout-amount', { error: errors.amount?.message })}
            inputMode="decimal"
            autoComplete="off"
            {...form.register('amount')}
          />
        </FormField>
        <ProofFileField
          id="payout-proof"
          label="Preuve du versement (facultatif)"
          rules={paymentProofRules}
          proof={proof}
          disabled={busy}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" disabled={busy}>
            Enregistrer le versement
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
