import { formatEuros } from '@shared/money';
import { rejectPaymentSchema, type AdminPaymentView } from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import { TextPromptDialog } from '@web/components/text-prompt-dialog';
import { useRejectPayment } from '../api/admin-mutations';

const HINT = "L'acheteur verra ce message et pourra envoyer une nouvelle preuve.";

/** A rejection always says why: the buyer reads the note on their order. */
export function RejectPaymentDialog({ payment, onDone }: { payment: AdminPaymentView; onDone: () => void }) {
  const rejection = useRejectPayment();
  return (
    <TextPromptDialog
      id="reject-note"
      title={payment.kind === 'supplement' ? 'Rejeter le supplément de livraison' : 'Rejeter le paiement'}
      description={`Commande ${payment.orderNumber} · ${payment.buyer.name} · ${formatEuros(payment.amountCents)}`}
      label="Raison du rejet"
      hint={HINT}
      multiline
      maxLength={1000}
      schema={rejectPaymentSchema.shape.note}
      submitLabel="Rejeter le paiement"
      destructive
      onSubmit={(note) => rejection.mutateAsync({ payment, note })}
      successMessage={orderMessages.paymentRejected}
      failureMessage={orderMessages.rejectFailed}
      onDone={onDone}
    />
  );
}
