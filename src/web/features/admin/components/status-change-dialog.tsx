import { adminSetStatusSchema } from '@shared/orders/checkout.schemas';
import { type OrderStatus, orderStatusLabels } from '@shared/orders/order-status';
import { orderMessages, type AdminOrderView } from '@shared/orders/order-view.schemas';
import { TextPromptDialog } from '@web/components/text-prompt-dialog';
import { useSetOrderStatus } from '../api/admin-mutations';

export type StatusChange = { order: AdminOrderView; status: OrderStatus };

const HINT = "Obligatoire : elle est enregistrée dans le journal d'administration.";

/** Any status may be set (spec §4), but never without a reason (decisions §5). */
export function StatusChangeDialog({ change, onDone }: { change: StatusChange; onDone: () => void }) {
  const mutation = useSetOrderStatus();
  const { order, status } = change;
  return (
    <TextPromptDialog
      id="status-reason"
      title="Changer le statut de la commande"
      description={`Commande ${order.orderNumber} : ${orderStatusLabels[order.status]} → ${orderStatusLabels[status]}`}
      label="Raison"
      hint={HINT}
      multiline
      maxLength={500}
      schema={adminSetStatusSchema.shape.reason}
      submitLabel="Changer le statut"
      onSubmit={(reason) => mutation.mutateAsync({ orderId: order.id, status, reason })}
      successMessage={orderMessages.statusUpdated}
      failureMessage={orderMessages.updateFailed}
      onDone={onDone}
    />
  );
}
