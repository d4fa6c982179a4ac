import { useState } from 'react';
import type { AdminReturnFilter, AdminReturnView } from '@shared/returns/return.schemas';
import { Dialog } from '@web/components/ui/dialog';
import { useAdminReturns } from '../api/admin-returns';
import { AdminListSection } from './admin-list-section';
import { DisputeDecisionDialog } from './dispute-decision-dialog';
import { RefundReturnDialog } from './refund-return-dialog';
import { type AdminReturnAction, ReturnRow } from './return-row';
import { ValidateReturnDialog } from './validate-return-dialog';

const sections: { status: AdminReturnFilter; title: string; empty: string }[] = [
  { status: 'disputed', title: 'Litiges à trancher', empty: 'Aucun litige à trancher' },
  { status: 'approved', title: 'Retours à valider', empty: 'Aucun retour à valider' },
  { status: 'received', title: 'Retours à rembourser', empty: 'Aucun retour à rembourser' },
];

type Opened = { item: AdminReturnView; action: AdminReturnAction };
type OnOpen = (opened: Opened) => void;

function ReturnSection({ status, title, empty, onOpen }: (typeof sections)[number] & { onOpen: OnOpen }) {
  const query = useAdminReturns(status);
  return (
    <AdminListSection
      headingId={`returns-${status}`}
      title={title}
      empty={empty}
      items={query.data?.pages.flatMap((page) => page.returns)}
      total={query.data?.pages[0]?.total}
      loadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      renderItem={(item) => <ReturnRow key={item.id} item={item} onOpen={(action) => onOpen({ item, action })} />}
    />
  );
}

/**
 * Disputed refusals (to decide), returns the seller accepted (to validate), then those back
 * with the seller (to refund from escrow, decision 041).
 */
export function PendingReturns() {
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = () => setOpened(null);
  return (
    <div className="grid gap-6">
      {sections.map((section) => (
        <ReturnSection key={section.status} {...section} onOpen={setOpened} />
      ))}
      <Dialog open={opened !== null} onOpenChange={(open) => !open && close()}>
        {opened?.action === 'validate' ? (
          <ValidateReturnDialog item={opened.item} onDone={close} />
        ) : opened?.action === 'refund' ? (
          <RefundReturnDialog item={opened.item} onDone={close} />
        ) : opened ? (
          <DisputeDecisionDialog item={opened.item} outcome={opened.action} onDone={close} />
        ) : null}
      </Dialog>
    </div>
  );
}
