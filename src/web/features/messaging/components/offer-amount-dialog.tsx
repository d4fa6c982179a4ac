import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { eurosToCents } from '@shared/money';
import { offerTexts } from '@shared/offers/offer-texts';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { refusalMessage } from '@web/lib/refusal-message';

type OfferAmountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  /** Checked here for a quick answer; the server decides. */
  check: (cents: number) => string | null;
  send: (cents: number) => Promise<unknown>;
  sentMessage: string;
};

/** An amount in euros ('Faire une offre', 'Contre-offre'); the dialog keeps focus and gives it back. */
export function OfferAmountDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  check,
  send,
  sentMessage,
}: OfferAmountDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const cents = eurosToCents(value);
    const problem = cents === null || cents <= 0 ? offerTexts.amountInvalid : check(cents);
    if (problem || cents === null) return setError(problem ?? offerTexts.amountInvalid);
    setError(undefined);
    setPending(true);
    try {
      await send(cents);
      toast.success(sentMessage);
      setValue('');
      onOpenChange(false);
    } catch (failure) {
      setError(refusalMessage(failure, offerTexts.amountInvalid));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormField id="offer-amount" label={offerTexts.amountLabel} error={error}>
            <Input
              {...fieldAria('offer-amount', { error })}
              inputMode="decimal"
              autoComplete="off"
              value={value}
              disabled={pending}
              onChange={(event) => setValue(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
