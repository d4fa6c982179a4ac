import { formatEuros } from '@shared/money';
import { adminSetStatusSchema } from '@shared/orders/checkout.schemas';
import { type OrderStatus, orderStatusLabels } from '@shared/orders/order-status';
import type { AdminOrderView } from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import { TextPromptDialog } from '@web/components/text-prompt-dialog';
import { useSetOrderStatus } from '../api/admin-mutations';

export type StatusChange = { order: AdminOrderView; status: OrderStatus };

const HINT = "Obligatoire : elle est enregistrée dans le journal d'administration.";

/** Cancelling a paid order refunds its buyer in the ledger, for good (orders/order-money.ts). */
const refundsBuyer = ({ order, status }: StatusChange) =>
  status === 'cancelled' && order.status !== 'cancelled' && order.payment.status === 'paid';

/** Any status may be set (spec §4), but never without a reason (decisions §5). */
export function StatusChangeDialog({ change, onDone }: { change: StatusChange; onDone: () => void }) {
  const mutation = useSetOrderStatus();
  const { order, status } = change;
  return (
    <TextPromptDialog
      id="status-reason"
      title="Changer le statut de la commande"
      description={
        <>
          Commande {order.orderNumber} : {orderStatusLabels[order.status]} → {orderStatusLabels[status]}
          {refundsBuyer(change) ? (
            <strong className="mt-2 block font-medium text-destructive">
              {formatEuros(order.totalAmountCents)} sont inscrits au grand livre comme remboursés à {order.buyer.name},
              qu&apos;il faudra lui verser. Une commande remboursée ne peut plus être réactivée.
            </strong>
          ) : null}
        </>
      }
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
