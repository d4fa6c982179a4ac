import { markSentSchema } from '@shared/orders/checkout.schemas';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import { TextPromptDialog } from '@web/components/text-prompt-dialog';
import { useOrderAction } from '../api/order-action';

const HINT = 'Facultatif : le numéro du transporteur, que l’acheteur verra sur sa commande.';

/** The seller confirms the parcel left (or is ready at the pickup point), with an optional tracking number. */
export function MarkSentDialog({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const action = useOrderAction<{ trackingNumber: string | null }>('ship');
  return (
    <TextPromptDialog
      id="tracking-number"
      title="Marquer comme envoyée"
      description="L'acheteur sera prévenu que sa commande est en route."
      label="Numéro de suivi"
      hint={HINT}
      maxLength={100}
      schema={markSentSchema.shape.trackingNumber}
      submitLabel="Confirmer l'envoi"
      onSubmit={(trackingNumber) => action.mutateAsync({ orderId: order.id, body: { trackingNumber } })}
      successMessage={orderMessages.sent}
      failureMessage={orderMessages.updateFailed}
      onDone={onDone}
    />
  );
}
