import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Home, MapPin, RotateCcw, Send, Star, Upload, X } from 'lucide-react';
import type { OrderAction } from '@shared/orders/order-status';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import { Button } from '@web/components/ui/button';
import {
  ConfirmActionDialog,
  LazyDialog,
  MarkSentDialog,
  PaymentProofDialog,
  PickupPointDialog,
  ReturnRequestDialog,
  SwitchToHomeDialog,
} from './lazy-dialogs';

type DialogAction =
  | Extract<OrderAction, 'submitPayment' | 'switchToHome' | 'setPickupPoint' | 'markSent' | 'confirmReceipt' | 'cancel'>
  | 'requestReturn';

type ActionButton = { action: DialogAction; label: string; icon: ReactNode; variant?: 'outline' | 'destructive' };

// A pickup order is handed over, not posted: the same steps read as such (decision 055).
const PICKUP_LABELS = {
  markSent: 'Marquer comme remise',
  confirmReceipt: 'Confirmer la remise en main propre',
} as const;

function labelOf(button: ActionButton, order: OrderView): string {
  if (order.deliveryType !== 'pickup') return button.label;
  return button.action === 'markSent' || button.action === 'confirmReceipt'
    ? PICKUP_LABELS[button.action]
    : button.label;
}

const buttons: ActionButton[] = [
  { action: 'submitPayment', label: 'Envoyer la preuve de paiement', icon: <Upload aria-hidden="true" /> },
  { action: 'setPickupPoint', label: 'Définir le point de récupération', icon: <MapPin aria-hidden="true" /> },
  { action: 'markSent', label: 'Marquer comme envoyée', icon: <Send aria-hidden="true" /> },
  { action: 'confirmReceipt', label: 'Confirmer la réception', icon: <CircleCheck aria-hidden="true" /> },
  {
    action: 'switchToHome',
    label: 'Passer en livraison à domicile',
    icon: <Home aria-hidden="true" />,
    variant: 'outline',
  },
  { action: 'cancel', label: 'Annuler la commande', icon: <X aria-hidden="true" />, variant: 'outline' },
  { action: 'requestReturn', label: 'Demander un retour', icon: <RotateCcw aria-hidden="true" />, variant: 'outline' },
];

function ActionDialog({ action, order, onDone }: { action: DialogAction; order: OrderView; onDone: () => void }) {
  switch (action) {
    case 'submitPayment':
      return <PaymentProofDialog order={order} onDone={onDone} />;
    case 'switchToHome':
      return <SwitchToHomeDialog order={order} onDone={onDone} />;
    case 'setPickupPoint':
      return <PickupPointDialog order={order} onDone={onDone} />;
    case 'markSent':
      return order.deliveryType === 'pickup' ? (
        <ConfirmActionDialog
          order={order}
          path="ship"
          title={PICKUP_LABELS.markSent}
          description="Confirmez une fois la commande remise à l'acheteur : il pourra alors en confirmer la réception."
          confirmLabel="J'ai remis la commande"
          success={orderMessages.handedOver}
          failure={orderMessages.updateFailed}
          onDone={onDone}
        />
      ) : (
        <MarkSentDialog order={order} onDone={onDone} />
      );
    case 'requestReturn':
      return <ReturnRequestDialog order={order} onDone={onDone} />;
    case 'confirmReceipt':
      return order.deliveryType === 'pickup' ? (
        <ConfirmActionDialog
          order={order}
          path="confirm-receipt"
          title={PICKUP_LABELS.confirmReceipt}
          description="Confirmez seulement si le vendeur vous a bien remis la commande : il sera payé après le délai de retour."
          confirmLabel="On m'a remis ma commande"
          success={orderMessages.handOverConfirmed}
          failure={orderMessages.updateFailed}
          onDone={onDone}
        />
      ) : (
        <ConfirmActionDialog
          order={order}
          path="confirm-receipt"
          title="Confirmer la réception"
          description="Confirmez seulement si vous avez bien reçu le colis : le vendeur sera payé après le délai de retour."
          confirmLabel="J'ai reçu ma commande"
          success={orderMessages.received}
          failure={orderMessages.updateFailed}
          onDone={onDone}
        />
      );
    case 'cancel':
      return (
        <ConfirmActionDialog
          order={order}
          path="cancel"
          title="Annuler la commande"
          description="La commande sera annulée et le produit remis en vente. Cette action est irréversible."
          confirmLabel="Annuler la commande"
          success={orderMessages.cancelled}
          failure={orderMessages.cancelFailed}
          destructive
          onDone={onDone}
        />
      );
  }
}

/** The buttons the server allows this viewer on this order, each opening its dialog. */
export function OrderActions({ order }: { order: OrderView }) {
  const [open, setOpen] = useState<DialogAction | null>(null);
  const shown = buttons.filter((button) =>
    button.action === 'requestReturn'
      ? order.canRequestReturn || Boolean(order.withdrawal?.open)
      : order.allowedActions.includes(button.action),
  );
  const canReview = order.allowedActions.includes('complete');
  if (shown.length === 0 && !canReview) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {shown.map((button) => (
        <Button
          key={button.action}
          variant={button.variant ?? 'default'}
          onClick={() => setOpen(button.action)}
          // A long label wraps on a 320 px phone rather than widening the card.
          className="h-auto min-h-11 shrink whitespace-normal"
        >
          {button.icon}
          {labelOf(button, order)}
        </Button>
      ))}
      {canReview ? (
        <Button asChild variant="outline">
          <Link to={`/review/${order.id}`}>
            <Star aria-hidden="true" />
            Laisser un avis
          </Link>
        </Button>
      ) : null}
      <LazyDialog open={open !== null} onClose={() => setOpen(null)}>
        {open ? <ActionDialog action={open} order={order} onDone={() => setOpen(null)} /> : null}
      </LazyDialog>
    </div>
  );
}
