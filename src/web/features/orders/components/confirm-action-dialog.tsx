import { toast } from 'sonner';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { Button } from '@web/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { type OrderActionPath, useOrderAction } from '../api/order-action';

type ConfirmActionDialogProps = {
  order: OrderView;
  path: OrderActionPath;
  title: string;
  description: string;
  confirmLabel: string;
  success: string;
  failure: string;
  destructive?: boolean;
  onDone: () => void;
};

/** A yes/no step before an action that cannot be taken back (cancel, confirm receipt). */
export function ConfirmActionDialog({
  order,
  path,
  title,
  description,
  confirmLabel,
  success,
  failure,
  destructive,
  onDone,
}: ConfirmActionDialogProps) {
  const action = useOrderAction(path);

  async function confirm() {
    try {
      await action.mutateAsync({ orderId: order.id });
    } catch (error) {
      toast.error(refusalMessage(error, failure));
      return;
    }
    toast.success(success);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => action.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <p className="rounded-lg bg-muted px-3 py-2 text-sm font-medium wrap-anywhere">
        {order.product.title} · {order.orderNumber}
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={action.isPending}>
            Retour
          </Button>
        </DialogClose>
        <Button
          variant={destructive ? 'destructive' : 'default'}
          onClick={() => void confirm()}
          disabled={action.isPending}
        >
          {action.isPending ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Envoi…" /> : null}
          {confirmLabel}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
