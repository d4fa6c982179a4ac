import { pickupPointSchema } from '@shared/orders/checkout.schemas';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import { TextPromptDialog } from '@web/components/text-prompt-dialog';
import { useOrderAction } from '../api/order-action';

/** The seller says where the buyer collects the order (needed before marking it sent). */
export function PickupPointDialog({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const action = useOrderAction<{ pickupLocation: string }>('pickup-point');
  return (
    <TextPromptDialog
      id="pickup-location"
      title="Point de récupération"
      description="Indiquez l'adresse et les horaires où l'acheteur pourra récupérer sa commande."
      label="Point de récupération"
      multiline
      maxLength={300}
      initialValue={order.pickupLocation ?? ''}
      schema={pickupPointSchema.shape.pickupLocation}
      submitLabel="Enregistrer"
      onSubmit={(pickupLocation) => action.mutateAsync({ orderId: order.id, body: { pickupLocation } })}
      successMessage={orderMessages.pickupPointSet}
      failureMessage={orderMessages.updateFailed}
      onDone={onDone}
    />
  );
}
