import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { RETURN_REASONS, returnReasonLabels } from '@shared/returns/return-status';
import { returnMessages, returnRequestSchema } from '@shared/returns/return.schemas';
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
import { useRequestReturn } from '../api/return-actions';
import { returnPhotosError } from '../return-photos';
import { ReturnPhotosField } from './return-photos-field';

const reasonOptions = RETURN_REASONS.map((value) => ({ value, label: returnReasonLabels[value] }));

type Errors = { reason?: string | undefined; description?: string | undefined; photos?: string | undefined };

/** The buyer's return request: reason, description and up to five photos (spec §5). */
export function ReturnRequestDialog({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const request = useRequestReturn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = returnRequestSchema.safeParse({ reason, description });
    const photoProblem = returnPhotosError(photos);
    if (!parsed.success || photoProblem) {
      const issue = (path: string) => parsed.error?.issues.find((i) => i.path[0] === path)?.message;
      setErrors({ reason: issue('reason'), description: issue('description'), photos: photoProblem });
      return;
    }
    try {
      await request.mutateAsync({ orderId: order.id, ...parsed.data, photos });
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
          Commande {order.orderNumber} · {order.product.title}. Le vendeur examinera votre demande.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id="return-reason" label="Raison du retour" error={errors.reason}>
          <NativeSelect
            {...fieldAria('return-reason', { error: errors.reason })}
            options={reasonOptions}
            placeholder="Sélectionnez une raison"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
          />
        </FormField>
        <FormField id="return-description" label="Description" error={errors.description}>
          <Textarea
            {...fieldAria('return-description', { error: errors.description })}
            rows={4}
            maxLength={1000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormField>
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
