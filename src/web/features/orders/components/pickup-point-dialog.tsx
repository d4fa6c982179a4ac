import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { pickupPointSchema } from '@shared/orders/checkout.schemas';
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
import { Textarea } from '@web/components/ui/textarea';
import { refusalMessage } from '@web/lib/refusal-message';
import { useOrderAction } from '../api/order-action';

/** The seller says where the buyer collects the order (needed before marking it sent). */
export function PickupPointDialog({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const [pickupLocation, setPickupLocation] = useState(order.pickupLocation ?? '');
  const [error, setError] = useState<string>();
  const action = useOrderAction<{ pickupLocation: string }>('pickup-point');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = pickupPointSchema.safeParse({ pickupLocation });
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
    toast.success(orderMessages.pickupPointSet);
    onDone();
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Point de récupération</DialogTitle>
        <DialogDescription>
          Indiquez l'adresse et les horaires où l'acheteur pourra récupérer sa commande.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id="pickup-location" label="Point de récupération" error={error}>
          <Textarea
            {...fieldAria('pickup-location', { error })}
            rows={3}
            maxLength={300}
            value={pickupLocation}
            onChange={(event) => {
              setPickupLocation(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button type="submit" disabled={action.isPending}>
            Enregistrer
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
