import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatEuros } from '@shared/money';
import { orderMessages, rejectPaymentSchema, type AdminPaymentView } from '@shared/orders/order-view.schemas';
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
import { useRejectPayment } from '../api/admin-mutations';

const HINT = "L'acheteur verra ce message et pourra envoyer une nouvelle preuve.";

/** A rejection always says why: the buyer reads the note on their order. */
export function RejectPaymentDialog({ payment, onDone }: { payment: AdminPaymentView; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const rejection = useRejectPayment();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = rejectPaymentSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await rejection.mutateAsync({ paymentId: payment.id, note: parsed.data.note });
    } catch (failure) {
      toast.error(refusalMessage(failure, orderMessages.rejectFailed));
      return;
    }
    toast.success(orderMessages.paymentRejected);
    onDone();
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Rejeter le paiement</DialogTitle>
        <DialogDescription>
          Commande {payment.orderNumber} · {payment.buyer.name} · {formatEuros(payment.amountCents)}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id="reject-note" label="Raison du rejet" hint={HINT} error={error}>
          <Textarea
            {...fieldAria('reject-note', { error, hint: HINT })}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={rejection.isPending}>
            Rejeter le paiement
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
