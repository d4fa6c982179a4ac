import { formatDistanceToNow } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { Link } from 'react-router';
import { noticeCategoryLabels } from '@shared/moderation/notice.schemas';
import { type ReportDecision, type ReportGroup, reportDecisionLabels } from '@shared/trust/report-queue.schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';

const targetTypeLabels: Record<string, string> = {
  product: 'Annonce',
  user: 'Utilisateur',
  message: 'Message',
  conversation: 'Conversation',
};

type ReportGroupRowProps = { group: ReportGroup; onDecide: (group: ReportGroup, decision: ReportDecision) => void };

/** Every open report about one target, and what the admin may decide about it. */
export function ReportGroupRow({ group, onDecide }: ReportGroupRowProps) {
  const { target } = group;
  const label = target.label ?? `${targetTypeLabels[target.type] ?? target.type} introuvable`;
  const headingId = `report-${target.type}-${target.id}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{targetTypeLabels[target.type] ?? target.type}</Badge>
        <h3 id={headingId} className="font-medium">
          {target.link ? (
            <Link to={target.link} className="underline-offset-4 hover:underline">
              {label}
            </Link>
          ) : (
            label
          )}
        </h3>
        <Badge variant="destructive">
          {group.count} signalement{group.count > 1 ? 's' : ''}
        </Badge>
        {target.responsibleUser?.suspended ? <Badge variant="outline">Compte suspendu</Badge> : null}
      </div>
      {target.responsibleUser && target.type !== 'user' ? (
        <p className="text-sm text-muted-foreground">Responsable : {target.responsibleUser.name}</p>
      ) : null}
      <ul className="grid gap-2 text-sm">
        {group.reports.map((report) => (
          <li key={report.id} className="rounded-lg bg-muted/60 px-3 py-2">
            <p>
              <span className="font-medium">{noticeCategoryLabels[report.reason]}</span>
              <span className="text-muted-foreground">
                {' '}
                · {report.reporterName} ·{' '}
                <time dateTime={report.createdAt}>
                  {formatDistanceToNow(new Date(report.createdAt), { addSuffix: true, locale: fr })}
                </time>
              </span>
            </p>
            {report.description ? <p className="mt-1 whitespace-pre-line wrap-anywhere">{report.description}</p> : null}
            {report.url ? <p className="mt-1 text-muted-foreground wrap-anywhere">Adresse : {report.url}</p> : null}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {group.decisions.map((decision) => (
          <Button
            key={decision}
            size="sm"
            variant={decision === 'dismiss' ? 'outline' : decision === 'warn' ? 'secondary' : 'destructive'}
            onClick={() => onDecide(group, decision)}
          >
            {reportDecisionLabels[decision]}
            <span className="sr-only"> : {label}</span>
          </Button>
        ))}
      </div>
    </li>
  );
}
