import { useState } from 'react';
import type { AdminPaymentView } from '@shared/orders/order-view.schemas';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { type AdminPaymentFilter, useAdminPayments } from '../api/get-admin-payments';
import { PaymentRow } from './payment-row';
import { RejectPaymentDialog } from './reject-payment-dialog';

const sections: { status: AdminPaymentFilter; title: string; empty: string }[] = [
  { status: 'submitted', title: 'Preuves à vérifier', empty: 'Aucune preuve de paiement à vérifier' },
  { status: 'pending', title: 'En attente de preuve', empty: 'Aucun paiement en attente de preuve' },
];

function PaymentSection({
  status,
  title,
  empty,
  onReject,
}: (typeof sections)[number] & {
  onReject: (payment: AdminPaymentView) => void;
}) {
  const query = useAdminPayments(status);
  const headingId = `payments-${status}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title} {query.data ? `(${query.data.length})` : ''}
      </h2>
      {query.isError ? (
        <div className="flex items-center gap-3 text-sm">
          <span className="text-destructive">Erreur lors du chargement des détails</span>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : !query.data ? (
        <Skeleton className="h-28 rounded-2xl" />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-3">
          {query.data.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} onReject={onReject} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Proofs waiting for a decision first, then orders whose buyer has not paid yet. */
export function PendingPayments() {
  const [rejecting, setRejecting] = useState<AdminPaymentView | null>(null);
  return (
    <div className="grid gap-6">
      {sections.map((section) => (
        <PaymentSection key={section.status} {...section} onReject={setRejecting} />
      ))}
      <Dialog open={rejecting !== null} onOpenChange={(open) => !open && setRejecting(null)}>
        {rejecting ? <RejectPaymentDialog payment={rejecting} onDone={() => setRejecting(null)} /> : null}
      </Dialog>
    </div>
  );
}
