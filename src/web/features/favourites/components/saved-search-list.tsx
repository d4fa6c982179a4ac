import { BellRing } from 'lucide-react';
import { savedSearchTexts } from '@shared/favourites/saved-search.schemas';
import { useSavedSearches } from '../api/saved-searches';
import { ListShell } from './list-shell';
import { SavedSearchItem } from './saved-search-item';

export function SavedSearchList({ onDeleted }: { onDeleted: () => void }) {
  return (
    <ListShell
      query={useSavedSearches()}
      loading={{ label: 'Chargement des recherches', count: 2, className: 'h-32 rounded-2xl' }}
      loadError={savedSearchTexts.loadError}
      empty={{ icon: BellRing, title: savedSearchTexts.empty, hint: savedSearchTexts.emptyHint }}
      keyOf={(search) => search.id}
    >
      {(search) => <SavedSearchItem search={search} onDeleted={onDeleted} />}
    </ListShell>
  );
}
