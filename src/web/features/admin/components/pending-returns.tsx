import { useState } from 'react';
import type { AdminReturnFilter, AdminReturnView } from '@shared/returns/return.schemas';
import { Dialog } from '@web/components/ui/dialog';
import { useAdminReturns } from '../api/admin-returns';
import { AdminListSection } from './admin-list-section';
import { ReturnRow } from './return-row';
import { ValidateReturnDialog } from './validate-return-dialog';

const sections: { status: AdminReturnFilter; title: string; empty: string }[] = [
  { status: 'approved', title: 'Retours à valider', empty: 'Aucun retour à valider' },
  { status: 'received', title: 'Retours à rembourser', empty: 'Aucun retour à rembourser' },
];

function ReturnSection({
  status,
  title,
  empty,
  onValidate,
}: (typeof sections)[number] & { onValidate: (item: AdminReturnView) => void }) {
  const query = useAdminReturns(status);
  return (
    <AdminListSection
      headingId={`returns-${status}`}
      title={title}
      empty={empty}
      items={query.data}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      renderItem={(item) => <ReturnRow key={item.id} item={item} onValidate={onValidate} />}
    />
  );
}

/** Returns the seller accepted and proved refunded (to validate), then those back with the seller (to close). */
export function PendingReturns() {
  const [validating, setValidating] = useState<AdminReturnView | null>(null);
  return (
    <div className="grid gap-6">
      {sections.map((section) => (
        <ReturnSection key={section.status} {...section} onValidate={setValidating} />
      ))}
      <Dialog open={validating !== null} onOpenChange={(open) => !open && setValidating(null)}>
        {validating ? <ValidateReturnDialog item={validating} onDone={() => setValidating(null)} /> : null}
      </Dialog>
    </div>
  );
}
