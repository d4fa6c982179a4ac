import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { returnDisputeSchema, returnMessages } from '@shared/returns/return.schemas';
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
import { useOpenDispute } from '../api/return-actions';
import { returnPhotosError } from '../return-photos';
import { ReturnPhotosField } from './return-photos-field';

/** The buyer asks the platform to decide on the seller's refusal: a message and up to five photos. */
export function ReturnDisputeDialog({ returnId, onDone }: { returnId: string; onDone: () => void }) {
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ message?: string | undefined; photos?: string | undefined }>({});
  const dispute = useOpenDispute();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = returnDisputeSchema.safeParse({ message });
    const photoProblem = returnPhotosError(photos);
    if (!parsed.success || photoProblem) {
      setErrors({ message: parsed.error?.issues[0]?.message, photos: photoProblem });
      return;
    }
    try {
      await dispute.mutateAsync({ returnId, message: parsed.data.message, photos });
    } catch (failure) {
      toast.error(refusalMessage(failure, returnMessages.statusFailed));
      return;
    }
    toast.success(returnMessages.disputeOpened);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => dispute.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Contester le refus</DialogTitle>
        <DialogDescription>
          L&apos;équipe Boucles examinera votre retour et la réponse du vendeur, puis maintiendra le refus ou ordonnera
          le retour. Une seule contestation est possible.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id="dispute-message" label="Votre message" error={errors.message}>
          <Textarea
            {...fieldAria('dispute-message', { error: errors.message })}
            rows={5}
            maxLength={2000}
            value={message}
            disabled={dispute.isPending}
            onChange={(event) => {
              setMessage(event.target.value);
              setErrors((current) => ({ ...current, message: undefined }));
            }}
          />
        </FormField>
        <ReturnPhotosField
          id="dispute-photos"
          photos={photos}
          error={errors.photos}
          disabled={dispute.isPending}
          onChange={(next, problem) => {
            setPhotos(next);
            setErrors((current) => ({ ...current, photos: problem }));
          }}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={dispute.isPending}>
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" disabled={dispute.isPending}>
            Envoyer la contestation
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
