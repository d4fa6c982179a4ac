import { Check } from 'lucide-react';
import { formatEuros } from '@shared/money';
import type { AdminPaymentView } from '@shared/orders/order-view.schemas';
import {
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';

type ConfirmPaymentDialogProps = { payment: AdminPaymentView; pending: boolean; onConfirm: () => void };

/** The question asked before 'Valider': which amount, from whom (issue 28). */
export function confirmPaymentQuestion(payment: AdminPaymentView): string {
  const what = payment.kind === 'supplement' ? 'le supplément de livraison' : 'le paiement';
  return `Valider ${what} de ${formatEuros(payment.amountCents)} de ${payment.buyer.name} ?`;
}

/**
 * One confirmation before a validation, which moves money and cannot be undone: focus starts
 * on 'Annuler' and goes back to the row's 'Valider' (AlertDialogContent).
 */
export function ConfirmPaymentDialog({ payment, pending, onConfirm }: ConfirmPaymentDialogProps) {
  const label = payment.kind === 'supplement' ? 'Valider le supplément' : 'Valider le paiement';
  return (
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{confirmPaymentQuestion(payment)}</AlertDialogTitle>
        <AlertDialogDescription>
          Commande {payment.orderNumber}. Vérifiez la preuve avant de valider : la validation ne peut pas être annulée.
        </AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>Annuler</AlertDialogCancel>
        <Button type="button" onClick={onConfirm} disabled={pending}>
          <Check aria-hidden="true" />
          {pending ? 'Validation…' : label}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
