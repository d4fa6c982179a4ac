import { useState } from 'react';
import { toast } from 'sonner';
import {
  type ReportDecision,
  type ReportGroup,
  reportDecisionLabels,
  reportQueueMessages,
} from '@shared/trust/report-queue.schemas';
import { reasonSchema } from '@shared/trust/verification.schemas';
import { type ModerationGround, defaultGroundOf } from '@shared/moderation/grounds';
import { GroundField } from '@web/components/ground-field';
import { TextPromptDialog } from '@web/components/text-prompt-dialog';
import { Dialog } from '@web/components/ui/dialog';
import { refusalMessage } from '@web/lib/refusal-message';
import { useDecideReports, useReportQueue } from '../api/admin-reports';
import { AdminListSection } from './admin-list-section';
import { ReportGroupRow } from './report-group-row';

type Pending = { group: ReportGroup; decision: Exclude<ReportDecision, 'dismiss'> };

const successOf = {
  dismiss: reportQueueMessages.dismissed,
  take_down: reportQueueMessages.takenDown,
  remove_review: reportQueueMessages.reviewRemoved,
  remove_message: reportQueueMessages.messageRemoved,
  warn: reportQueueMessages.warned,
  suspend: reportQueueMessages.suspended,
} as const;

const hintOf: Record<Pending['decision'], string> = {
  take_down: 'Le vendeur lit ce motif sur son annonce retirée.',
  remove_review: 'L’avis quitte la page du vendeur et sa note ; son auteur lit ce motif. Réversible.',
  remove_message: 'Les deux personnes lisent une mention de retrait à sa place ; son auteur lit ce motif. Réversible.',
  warn: 'La personne reçoit ce message d’avertissement.',
  suspend: 'La personne ne pourra plus se connecter et ses annonces quittent la boutique. Réversible.',
};

const KIND = {
  take_down: 'listing_taken_down',
  remove_review: 'review_removed',
  remove_message: 'message_removed',
  warn: 'account_warned',
  suspend: 'account_suspended',
} as const;

function ReasonDialog({ pending, onDone }: { pending: Pending; onDone: () => void }) {
  const decide = useDecideReports();
  const { group, decision } = pending;
  const [ground, setGround] = useState<ModerationGround>(defaultGroundOf[KIND[decision]]);
  return (
    <TextPromptDialog
      id="report-decision-reason"
      title={reportDecisionLabels[decision]}
      description={group.target.label ?? group.target.id}
      label="Motif"
      hint={hintOf[decision]}
      multiline
      maxLength={500}
      schema={reasonSchema}
      submitLabel={reportDecisionLabels[decision]}
      destructive={decision !== 'warn'}
      before={<GroundField id="report-decision-ground" value={ground} onChange={setGround} />}
      onSubmit={(reason) =>
        decide.mutateAsync({ targetType: group.target.type, targetId: group.target.id, decision, reason, ground })
      }
      successMessage={successOf[decision]}
      failureMessage={reportQueueMessages.failed}
      onDone={onDone}
    />
  );
}

/** Open reports grouped by target, newest first; a dismissal goes at once, other decisions need a reason. */
export function ReportsQueue() {
  const query = useReportQueue();
  const decide = useDecideReports();
  const [pending, setPending] = useState<Pending | null>(null);

  async function onDecide(group: ReportGroup, decision: ReportDecision) {
    if (decision !== 'dismiss') {
      setPending({ group, decision });
      return;
    }
    try {
      await decide.mutateAsync({ targetType: group.target.type, targetId: group.target.id, decision });
    } catch (error) {
      toast.error(refusalMessage(error, reportQueueMessages.failed));
      return;
    }
    toast.success(reportQueueMessages.dismissed);
  }

  return (
    <AdminListSection
      headingId="reports-open"
      title="Signalements ouverts"
      empty={reportQueueMessages.empty}
      items={query.data?.pages.flatMap((page) => page.groups)}
      total={query.data?.pages[0]?.total}
      loadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      renderItem={(group) => (
        <ReportGroupRow
          key={`${group.target.type}:${group.target.id}`}
          group={group}
          onDecide={(g, d) => void onDecide(g, d)}
        />
      )}
    >
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        {pending ? <ReasonDialog pending={pending} onDone={() => setPending(null)} /> : null}
      </Dialog>
    </AdminListSection>
  );
}
