import { Link } from 'react-router';
import { BellRing } from 'lucide-react';
import { savedSearchTexts } from '@shared/favourites/saved-search.schemas';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSavedSearches } from '../api/saved-searches';
import { SavedSearchItem } from './saved-search-item';

export function SavedSearchList({ onDeleted }: { onDeleted: () => void }) {
  const searches = useSavedSearches();

  if (searches.isPending) {
    return (
      <div role="status" aria-label="Chargement des recherches" className="grid gap-3">
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-32 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (!searches.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">{savedSearchTexts.loadError}</p>
        <Button variant="outline" onClick={() => void searches.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (searches.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-12 text-center">
        <BellRing className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{savedSearchTexts.empty}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{savedSearchTexts.emptyHint}</p>
        <Button asChild variant="outline">
          <Link to="/marketplace">Explorer la boutique</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {searches.data.map((search) => (
        <li key={search.id}>
          <SavedSearchItem search={search} onDeleted={onDeleted} />
        </li>
      ))}
    </ul>
  );
}
