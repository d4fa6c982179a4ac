import { type FormEvent, useState } from 'react';
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

/**
 * An admin's decision that both parties read with its reason (a dispute, a 'Colis non reçu'):
 * the reason field, 'Annuler' and the confirming button. `decide` answers the field's error,
 * or nothing once the decision is sent (it tells of the outcome itself).
 */
export function ReasonedDecisionDialog({
  fieldId,
  title,
  description,
  confirm,
  destructive = false,
  pending,
  decide,
}: {
  fieldId: string;
  title: string;
  description: string;
  confirm: string;
  destructive?: boolean;
  pending: boolean;
  decide: (reason: string) => Promise<string | undefined>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(await decide(reason));
  }

  return (
    <DialogContent onInteractOutside={(event) => pending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id={fieldId} label="Motif de la décision" error={error}>
          <Textarea
            {...fieldAria(fieldId, { error })}
            rows={4}
            maxLength={1000}
            value={reason}
            disabled={pending}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
            {confirm}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
