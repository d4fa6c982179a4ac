import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { markSentSchema } from '@shared/orders/checkout.schemas';
import { orderMessages, type OrderView } from '@shared/orders/order-view.schemas';
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
import { refusalMessage } from '@web/lib/refusal-message';
import { useOrderAction } from '../api/order-action';

const HINT = 'Facultatif : le numéro du transporteur, que l’acheteur verra sur sa commande.';

/** The seller confirms the parcel left (or is ready at the pickup point), with an optional tracking number. */
export function MarkSentDialog({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const [trackingNumber, setTrackingNumber] = useState('');
  const [error, setError] = useState<string>();
  const action = useOrderAction<{ trackingNumber: string | null }>('ship');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = markSentSchema.safeParse({ trackingNumber });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await action.mutateAsync({ orderId: order.id, body: parsed.data });
    } catch (failure) {
      toast.error(refusalMessage(failure, orderMessages.updateFailed));
      return;
    }
    toast.success(orderMessages.sent);
    onDone();
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Marquer comme envoyée</DialogTitle>
        <DialogDescription>L'acheteur sera prévenu que sa commande est en route.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id="tracking-number" label="Numéro de suivi" hint={HINT} error={error}>
          <Input
            {...fieldAria('tracking-number', { error, hint: HINT })}
            autoComplete="off"
            maxLength={100}
            value={trackingNumber}
            onChange={(event) => {
              setTrackingNumber(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button type="submit" disabled={action.isPending}>
            Confirmer l'envoi
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
