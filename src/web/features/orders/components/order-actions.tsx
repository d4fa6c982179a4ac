import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Ban, CircleCheck, Home, MapPin, RotateCcw, Send, Star, Upload } from 'lucide-react';
import type { OrderAction } from '@shared/orders/order-status';
import { orderMessages, type OrderView } from '@shared/orders/order-view.schemas';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { MarkSentDialog } from './mark-sent-dialog';
import { PaymentProofDialog } from './payment-proof-dialog';
import { PickupPointDialog } from './pickup-point-dialog';
import { ReturnRequestDialog } from './return-request-dialog';
import { SwitchToHomeDialog } from './switch-to-home-dialog';

type DialogAction =
  | Extract<OrderAction, 'submitPayment' | 'switchToHome' | 'setPickupPoint' | 'markSent' | 'confirmReceipt' | 'cancel'>
  | 'requestReturn';

const buttons: { action: DialogAction; label: string; icon: ReactNode; variant?: 'outline' | 'destructive' }[] = [
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
  { action: 'cancel', label: 'Annuler la commande', icon: <Ban aria-hidden="true" />, variant: 'outline' },
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
      return <MarkSentDialog order={order} onDone={onDone} />;
    case 'requestReturn':
      return <ReturnRequestDialog order={order} onDone={onDone} />;
    case 'confirmReceipt':
      return (
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
    button.action === 'requestReturn' ? order.canRequestReturn : order.allowedActions.includes(button.action),
  );
  const canReview = order.allowedActions.includes('complete');
  if (shown.length === 0 && !canReview) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {shown.map((button) => (
        <Button key={button.action} variant={button.variant ?? 'default'} onClick={() => setOpen(button.action)}>
          {button.icon}
          {button.label}
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
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open ? <ActionDialog action={open} order={order} onDone={() => setOpen(null)} /> : null}
      </Dialog>
    </div>
  );
}
