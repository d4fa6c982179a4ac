import { useState } from 'react';
import type { AdminPaymentFilter } from '@shared/first-page-paths';
import type { AdminPaymentView } from '@shared/orders/order-view.schemas';
import { useAdminPayments } from '../api/get-admin-payments';
import { AdminListSection } from './admin-list-section';
import { PaymentRow } from './payment-row';
import { LazyDialog, RejectPaymentDialog } from './lazy-payment-dialogs';

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
  return (
    <AdminListSection
      headingId={`payments-${status}`}
      title={title}
      empty={empty}
      items={query.data?.pages.flatMap((page) => page.payments)}
      total={query.data?.pages[0]?.total}
      loadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      renderItem={(payment) => <PaymentRow key={payment.id} payment={payment} onReject={onReject} />}
    />
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
      <LazyDialog open={rejecting !== null} onOpenChange={(open) => !open && setRejecting(null)}>
        {rejecting ? <RejectPaymentDialog payment={rejecting} onDone={() => setRejecting(null)} /> : null}
      </LazyDialog>
    </div>
  );
}
