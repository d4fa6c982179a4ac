import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { ORDINARY_RETURN_REASONS, type ReturnReason, returnReasonLabels } from '@shared/returns/return-status';
import { refundMethodForPayment, returnMessages, returnRequestSchema } from '@shared/returns/return.schemas';
import { withdrawalMessages } from '@shared/returns/withdrawal';
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
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { refusalMessage } from '@web/lib/refusal-message';
import { useSavedPayoutDetails } from '../api/get-saved-payout-details';
import { useRequestReturn } from '../api/return-actions';
import { returnPhotosError } from '../return-photos';
import { RefundFields, type RefundValues } from './refund-fields';
import { ReturnPhotosField } from './return-photos-field';
import { ChoiceGroup } from './choice-group';
import { ReturnedItemsField } from './returned-items-field';
import { WithdrawalTerms } from './withdrawal-terms';

const sealChoices = [
  { value: 'yes', label: 'Oui, le scellé est intact' },
  { value: 'no', label: 'Non, je l’ai ouvert' },
] as const;

/**
 * The ordinary reasons while the return window is open; a professional's order adds
 * 'Rétractation (14 jours)' while its withdrawal window is (decision 060).
 */
function reasonOptions(order: OrderView) {
  const reasons: ReturnReason[] = [
    ...(order.canRequestReturn ? ORDINARY_RETURN_REASONS : []),
    ...(order.withdrawal?.open ? (['withdrawal'] as const) : []),
  ];
  return reasons.map((value) => ({ value, label: returnReasonLabels[value] }));
}

type Errors = Partial<
  Record<'reason' | 'description' | 'photos' | 'sealIntact' | 'itemIds' | keyof RefundValues, string>
>;

/**
 * How the buyer is refunded, pre-filled from how they paid (a transfer: an IBAN, PayPal, Mobile
 * Money) and from the payout details of their profile when they have some.
 */
function initialRefund(order: OrderView, saved: Partial<Record<keyof RefundValues, string | null>>): RefundValues {
  return {
    paymentMethod: refundMethodForPayment[order.payment.method],
    paypalEmail: saved.paypalEmail ?? '',
    ibanHolderName: saved.ibanHolderName ?? '',
    ibanNumber: saved.ibanNumber ?? '',
    mobileMoneyName: saved.mobileMoneyName ?? '',
    mobileMoneyNumber: saved.mobileMoneyNumber ?? '',
  };
}

/** The buyer's return request: reason, description, refund details and up to five photos (spec §5, decision 041). */
export function ReturnRequestDialog({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const saved = useSavedPayoutDetails();
  if (saved.isPending) return null;
  return <ReturnRequestForm order={order} initial={initialRefund(order, saved.data ?? {})} onDone={onDone} />;
}

function ReturnRequestForm({
  order,
  initial,
  onDone,
}: {
  order: OrderView;
  initial: RefundValues;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [sealIntact, setSealIntact] = useState<'yes' | 'no' | undefined>(undefined);
  // A lot's return names its lines, all of them at first (decision 066); a one-line order goes back whole.
  const items = order.returnableItems;
  const choosesItems = items.length > 1;
  const [itemIds, setItemIds] = useState<string[]>(() => items.map((item) => item.id));
  const withdrawing = reason === 'withdrawal';
  const asksSeal =
    withdrawing &&
    (choosesItems ? items.some((item) => item.sealed && itemIds.includes(item.id)) : Boolean(order.withdrawal?.sealed));
  const [description, setDescription] = useState('');
  const [refund, setRefund] = useState<RefundValues>(initial);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const request = useRequestReturn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      reason,
      description,
      ...refund,
      ...(asksSeal && sealIntact ? { sealIntact } : {}),
      ...(choosesItems ? { itemIds: itemIds.join(',') } : {}),
    };
    const parsed = returnRequestSchema.safeParse(fields);
    const photoProblem = returnPhotosError(photos);
    const sealProblem = asksSeal && !sealIntact ? withdrawalMessages.sealRequired : undefined;
    if (!parsed.success || photoProblem || sealProblem) {
      const next: Errors = { photos: photoProblem, sealIntact: sealProblem };
      for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    try {
      await request.mutateAsync({ orderId: order.id, fields, photos });
    } catch (failure) {
      toast.error(refusalMessage(failure, returnMessages.createFailed));
      return;
    }
    toast.success(returnMessages.created);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => request.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Demander un retour</DialogTitle>
        <DialogDescription>
          Commande {order.orderNumber} · {order.product.title}. Le vendeur examinera votre demande ; si le retour
          aboutit, Boucles vous rembourse depuis le séquestre.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id="return-reason" label="Raison du retour" error={errors.reason}>
          <NativeSelect
            {...fieldAria('return-reason', { error: errors.reason })}
            options={reasonOptions(order)}
            placeholder="Sélectionnez une raison"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
          />
        </FormField>
        {choosesItems ? (
          <ReturnedItemsField
            items={items}
            chosen={itemIds}
            deliveryCostCents={order.deliveryCostCents}
            error={errors.itemIds}
            disabled={request.isPending}
            onChange={(next) => {
              setItemIds(next);
              setErrors((current) => ({ ...current, itemIds: undefined }));
            }}
          />
        ) : null}
        {withdrawing && order.withdrawal ? <WithdrawalTerms withdrawal={order.withdrawal} /> : null}
        {asksSeal ? (
          <ChoiceGroup
            name="seal-intact"
            legend={withdrawalMessages.sealQuestion}
            choices={sealChoices}
            value={sealIntact}
            error={errors.sealIntact}
            onChange={(value) => {
              setSealIntact(value);
              setErrors((current) => ({ ...current, sealIntact: undefined }));
            }}
          />
        ) : null}
        {asksSeal && sealIntact === 'no' ? (
          <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-3 text-sm">
            {withdrawalMessages.unsealed}
          </p>
        ) : null}
        <FormField
          id="return-description"
          label={withdrawing ? 'Description (facultatif : la rétractation se fait sans motif)' : 'Description'}
          error={errors.description}
        >
          <Textarea
            {...fieldAria('return-description', { error: errors.description })}
            rows={4}
            maxLength={1000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormField>
        <RefundFields
          values={refund}
          errors={errors}
          disabled={request.isPending}
          onChange={(name, value) => {
            setRefund((current) => ({ ...current, [name]: value }));
            setErrors((current) => ({ ...current, [name]: undefined }));
          }}
        />
        <ReturnPhotosField
          id="return-photos"
          photos={photos}
          error={errors.photos}
          disabled={request.isPending}
          onChange={(next, problem) => {
            setPhotos(next);
            setErrors((current) => ({ ...current, photos: problem }));
          }}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={request.isPending}>
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" disabled={request.isPending}>
            Envoyer la demande
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
