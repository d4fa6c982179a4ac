import { useState } from 'react';
import type { AdminReturnFilter, AdminReturnView } from '@shared/returns/return.schemas';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAdminReturns } from '../api/admin-returns';
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
  const headingId = `returns-${status}`;
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
          {query.data.map((item) => (
            <ReturnRow key={item.id} item={item} onValidate={onValidate} />
          ))}
        </ul>
      )}
    </section>
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
