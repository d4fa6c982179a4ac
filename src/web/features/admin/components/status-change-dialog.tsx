import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { adminSetStatusSchema } from '@shared/orders/checkout.schemas';
import { type OrderStatus, orderStatusLabels } from '@shared/orders/order-status';
import { orderMessages, type AdminOrderView } from '@shared/orders/order-view.schemas';
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
import { useSetOrderStatus } from '../api/admin-mutations';

export type StatusChange = { order: AdminOrderView; status: OrderStatus };

const HINT = "Obligatoire : elle est enregistrée dans le journal d'administration.";

/** Any status may be set (spec §4), but never without a reason (decisions §5). */
export function StatusChangeDialog({ change, onDone }: { change: StatusChange; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useSetOrderStatus();
  const { order, status } = change;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminSetStatusSchema.safeParse({ status, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await mutation.mutateAsync({ orderId: order.id, ...parsed.data });
    } catch (failure) {
      toast.error(refusalMessage(failure, orderMessages.updateFailed));
      return;
    }
    toast.success(orderMessages.statusUpdated);
    onDone();
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Changer le statut de la commande</DialogTitle>
        <DialogDescription>
          Commande {order.orderNumber} : {orderStatusLabels[order.status]} → {orderStatusLabels[status]}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id="status-reason" label="Raison" hint={HINT} error={error}>
          <Textarea
            {...fieldAria('status-reason', { error, hint: HINT })}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button type="submit" disabled={mutation.isPending}>
            Changer le statut
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
