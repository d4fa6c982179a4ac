import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { toast } from 'sonner';
import {
  type SavedSearch,
  describeSearch,
  savedSearchPath,
  savedSearchTexts,
  shopFiltersOf,
} from '@shared/favourites/saved-search.schemas';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { refusalMessage } from '@web/lib/refusal-message';
import { useUpdateSavedSearch } from '../api/saved-searches';
import { DeleteSearchButton } from './delete-search-button';
import { RenameSearchDialog } from './rename-search-dialog';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** One saved search: what it looks for, its alerts switch, and what can be done with it. */
export function SavedSearchItem({ search, onDeleted }: { search: SavedSearch; onDeleted: () => void }) {
  const update = useUpdateSavedSearch();
  const summary = describeSearch(shopFiltersOf(search.filters));
  const titleId = `saved-search-${search.id}`;
  const switchId = `saved-search-${search.id}-alerts`;

  function setAlerts(active: boolean) {
    update.mutate(
      { id: search.id, paused: !active },
      {
        onSuccess: () => toast.success(active ? savedSearchTexts.resumed : savedSearchTexts.paused),
        onError: (error) => toast.error(refusalMessage(error, savedSearchTexts.saveError)),
      },
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={titleId} className="leading-snug font-semibold wrap-anywhere">
          {search.name}
        </h2>
        {summary !== search.name ? <p className="text-sm wrap-anywhere text-muted-foreground">{summary}</p> : null}
        <p className="text-xs text-muted-foreground">
          {search.lastAlertedAt
            ? `Dernière alerte le ${dateFormat.format(new Date(search.lastAlertedAt))}`
            : 'Aucune alerte envoyée pour le moment'}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={switchId} checked={!search.paused} disabled={update.isPending} onCheckedChange={setAlerts} />
        <Label htmlFor={switchId} className="text-sm">
          {search.paused ? 'Alertes en pause' : 'Alertes actives (1 par jour au plus)'}
          <span className="sr-only"> pour {search.name}</span>
        </Label>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild size="sm" className="flex-1">
          <Link to={savedSearchPath(search.filters)}>
            <Search aria-hidden="true" />
            Voir les annonces<span className="sr-only"> de {search.name}</span>
          </Link>
        </Button>
        <RenameSearchDialog search={search} />
        <DeleteSearchButton search={search} onDeleted={onDeleted} />
      </div>
    </article>
  );
}
