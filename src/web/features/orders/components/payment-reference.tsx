import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { referenceInstructions } from '@shared/orders/order-clock';
import { formatPaymentReference } from '@shared/orders/payment-reference';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { Button } from '@web/components/ui/button';
import { copyText } from '@web/lib/clipboard';

async function copy(reference: string) {
  if (await copyText(reference)) toast.success('Référence copiée');
  else toast.error('Impossible de copier');
}

/** The order's RF reference, to copy into the payment's label (decision 038). */
export function PaymentReference({ order }: { order: Pick<OrderView, 'paymentReference' | 'payment'> }) {
  const shown = formatPaymentReference(order.paymentReference);
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <span className="text-muted-foreground">Référence</span>
        <span className="flex items-center gap-1">
          <span className="font-mono font-semibold select-all">{shown}</span>
          <Button type="button" variant="ghost" size="icon" onClick={() => void copy(order.paymentReference)}>
            <Copy aria-hidden="true" />
            <span className="sr-only">Copier la référence {shown}</span>
          </Button>
        </span>
      </div>
      <p className="font-medium">{referenceInstructions[order.payment.method]}.</p>
    </div>
  );
}
