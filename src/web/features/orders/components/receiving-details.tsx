import type { PaymentMethod } from '@shared/orders/payment-methods';
import { receivingDetailRows } from '@shared/orders/receiving-detail-rows';
import { Spinner } from '@web/components/ui/spinner';
import { usePaymentDetails } from '../api/get-payment-details';

/** The platform's account for the chosen payment mode, from the server's configuration. */
export function ReceivingDetails({ method }: { method: PaymentMethod }) {
  const query = usePaymentDetails();
  if (query.isPending) return <Spinner label="Chargement des coordonnées…" />;
  const rows = query.data ? receivingDetailRows(method, query.data) : null;
  if (!rows) {
    return (
      <p className="text-sm text-muted-foreground">
        Nos coordonnées pour ce mode de paiement ne sont pas disponibles pour le moment. Contactez le support.
      </p>
    );
  }
  return (
    <dl className="grid gap-1 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="font-mono [overflow-wrap:anywhere] select-all">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
