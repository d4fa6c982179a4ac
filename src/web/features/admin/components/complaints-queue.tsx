import { useState } from 'react';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { toast } from 'sonner';
import { moderationDecisionKindLabels, moderationGroundLabels } from '@shared/moderation/grounds';
import {
  type PendingComplaint,
  complaintDecisionSchema,
  statementMessages,
} from '@shared/moderation/statement.schemas';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { refusalMessage } from '@web/lib/refusal-message';
import { usePendingComplaints, useReviewComplaint } from '../api/admin-complaints';
import { AdminListSection } from './admin-list-section';
import { ReasonedDecisionDialog } from './reasoned-decision-dialog';
import { TransparencyReportExport } from './transparency-report-export';

type Review = { complaint: PendingComplaint; outcome: 'upheld' | 'reversed' };

const day = (iso: string) => format(new Date(iso), 'd MMMM yyyy', { locale: fr });

function ComplaintRow({ complaint, onReview }: { complaint: PendingComplaint; onReview: (review: Review) => void }) {
  return (
    <li className="grid gap-2 rounded-2xl border bg-card p-4 text-sm">
      <p className="font-medium">
        {moderationDecisionKindLabels[complaint.kind]} · {complaint.personName}
        {complaint.subject ? ` · ${complaint.subject}` : ''}
      </p>
      <p className="text-muted-foreground">
        Décidé le {day(complaint.decidedAt)} par {complaint.decidedByName ?? 'un administrateur'} ·{' '}
        {moderationGroundLabels[complaint.ground]}
      </p>
      <p className="wrap-anywhere">Faits : {complaint.facts}</p>
      <p className="wrap-anywhere rounded-lg bg-muted/60 px-3 py-2">Contestation : {complaint.complaint?.text}</p>
      {complaint.canReview ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => onReview({ complaint, outcome: 'upheld' })}>
            Maintenir la décision
          </Button>
          <Button size="sm" onClick={() => onReview({ complaint, outcome: 'reversed' })}>
            Annuler la décision
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground">{statementMessages.sameAdmin}.</p>
      )}
    </li>
  );
}

/** Contested decisions (DSA art. 20), each reviewed by an admin other than its author; the yearly report below. */
export function ComplaintsQueue() {
  const query = usePendingComplaints();
  const review = useReviewComplaint();
  const [pending, setPending] = useState<Review | null>(null);

  async function decide(answer: string): Promise<string | undefined> {
    if (!pending) return undefined;
    const parsed = complaintDecisionSchema.safeParse({ outcome: pending.outcome, answer });
    if (!parsed.success) return parsed.error.issues[0]?.message;
    try {
      await review.mutateAsync({ id: pending.complaint.id, ...parsed.data });
      toast.success(statementMessages.reviewed);
      setPending(null);
    } catch (error) {
      toast.error(refusalMessage(error, 'Erreur lors de l’examen de la contestation'));
    }
    return undefined;
  }

  return (
    <div className="grid gap-6">
      <AdminListSection
        headingId="admin-complaints"
        title="Contestations"
        empty="Aucune contestation en attente"
        items={query.data?.pages.flatMap((page) => page.items)}
        total={query.data?.pages[0]?.total}
        loadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        renderItem={(complaint) => <ComplaintRow key={complaint.id} complaint={complaint} onReview={setPending} />}
      >
        <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
          {pending ? (
            <ReasonedDecisionDialog
              fieldId="complaint-answer"
              title={pending.outcome === 'reversed' ? 'Annuler la décision' : 'Maintenir la décision'}
              description={
                pending.outcome === 'reversed'
                  ? 'Ce qui a été restreint est rétabli aussitôt ; la personne lit votre réponse.'
                  : 'La restriction reste en place ; la personne lit votre réponse.'
              }
              confirm={pending.outcome === 'reversed' ? 'Annuler la décision' : 'Maintenir la décision'}
              destructive={false}
              pending={review.isPending}
              decide={decide}
            />
          ) : null}
        </Dialog>
      </AdminListSection>
      <TransparencyReportExport />
    </div>
  );
}
