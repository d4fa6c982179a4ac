import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_ACTIONS,
  type AdminLogEntry,
  adminActionLabels,
  adminTargetLabels,
} from '@shared/trust/admin-log.schemas';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { type AdminLogFilter, useAdminLogs } from '../api/admin-logs';
import { detailsLine, targetName } from '../activity-log-lines';
import { AdminListSection } from './admin-list-section';
import { formatShortDateTime } from '@web/lib/french-dates';

const actionOptions = ADMIN_ACTIONS.map((action) => ({ value: action, label: adminActionLabels[action] }));
const targetOptions = Object.entries(adminTargetLabels).map(([value, label]) => ({ value, label }));

const actionLabel = (action: string) => (adminActionLabels as Record<string, string>)[action] ?? action;

function LogEntry({ entry }: { entry: AdminLogEntry }) {
  const target = targetName(entry);
  const details = detailsLine(entry);
  return (
    <li className="grid gap-1 rounded-2xl border border-border bg-card p-4 text-sm shadow-sm">
      <p className="font-medium">{actionLabel(entry.action)}</p>
      <p className="text-muted-foreground">
        {entry.admin ? entry.admin.name : 'Opérateur (ligne de commande)'} ·{' '}
        <time dateTime={entry.createdAt}>{formatShortDateTime(entry.createdAt)}</time>
      </p>
      <p>
        Cible :{' '}
        {entry.targetLink ? (
          <Link to={entry.targetLink} className="font-medium text-primary underline-offset-4 hover:underline">
            {target}
          </Link>
        ) : (
          target
        )}
      </p>
      {details ? <p className="wrap-anywhere">{details}</p> : null}
    </li>
  );
}

/** 'Journal d'activité': every admin action, 20 at a time, filtered by action and by target. */
export function ActivityLog() {
  const [filter, setFilter] = useState<AdminLogFilter>({});
  const [draft, setDraft] = useState<AdminLogFilter>({});
  const query = useAdminLogs(filter);
  const items = query.data?.pages.flatMap((page) => page.items);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFilter({
      action: draft.action || undefined,
      targetType: draft.targetType || undefined,
      targetId: draft.targetId?.trim() || undefined,
    });
  }

  return (
    <div className="grid gap-4">
      <form
        aria-label="Filtrer le journal"
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <div className="grid gap-1">
          <Label htmlFor="log-action">Action</Label>
          <NativeSelect
            id="log-action"
            options={actionOptions}
            placeholder="Toutes"
            value={draft.action ?? ''}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="log-target-type">Type de cible</Label>
          <NativeSelect
            id="log-target-type"
            options={targetOptions}
            placeholder="Tous"
            value={draft.targetType ?? ''}
            onChange={(event) => setDraft({ ...draft, targetType: event.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="log-target-id">Identifiant de la cible</Label>
          <Input
            id="log-target-id"
            value={draft.targetId ?? ''}
            maxLength={100}
            onChange={(event) => setDraft({ ...draft, targetId: event.target.value })}
          />
        </div>
        <Button type="submit" variant="outline">
          Filtrer
        </Button>
      </form>
      <AdminListSection
        headingId="activity-log"
        title="Journal d'activité"
        empty="Aucune action enregistrée"
        items={items}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        renderItem={(entry) => <LogEntry key={entry.id} entry={entry} />}
      />
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="w-fit"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Voir plus
        </Button>
      ) : null}
    </div>
  );
}
