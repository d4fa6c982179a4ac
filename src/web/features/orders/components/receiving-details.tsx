import type { PaymentMethod } from '@shared/orders/checkout.schemas';
import type { PaymentReceivingDetails } from '@shared/orders/order-view.schemas';
import { Spinner } from '@web/components/ui/spinner';
import { usePaymentDetails } from '../api/get-payment-details';

type Row = { label: string; value: string };

function rowsFor(method: PaymentMethod, details: PaymentReceivingDetails): Row[] | null {
  if (method === 'bank_transfer') {
    const bank = details.bank_transfer;
    if (!bank) return null;
    const rows = [
      { label: 'Titulaire', value: bank.holder },
      { label: 'IBAN', value: bank.iban },
    ];
    return bank.bic ? [...rows, { label: 'BIC', value: bank.bic }] : rows;
  }
  if (method === 'paypal') return details.paypal ? [{ label: 'E-mail PayPal', value: details.paypal.email }] : null;
  const mobile = details.mtn_mobile;
  return mobile
    ? [
        { label: 'Nom', value: mobile.name },
        { label: 'Numéro MTN Mobile Money', value: mobile.number },
      ]
    : null;
}

/** The platform's account for the chosen payment mode, from the server's configuration. */
export function ReceivingDetails({ method }: { method: PaymentMethod }) {
  const query = usePaymentDetails();
  if (query.isPending) return <Spinner label="Chargement des coordonnées…" />;
  const rows = query.data ? rowsFor(method, query.data) : null;
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
          <dd className="font-mono break-all select-all">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
