import { type SavedSearch, savedSearchTexts } from '@shared/favourites/saved-search.schemas';
import { ConfirmDeleteButton } from '@web/components/confirm-delete-button';
import { useDeleteSavedSearch } from '../api/saved-searches';

type DeleteSearchButtonProps = {
  search: SavedSearch;
  /** The item disappears with its trigger, so the page decides where focus goes next. */
  onDeleted: () => void;
};

export function DeleteSearchButton({ search, onDeleted }: DeleteSearchButtonProps) {
  const deletion = useDeleteSavedSearch();
  return (
    <ConfirmDeleteButton
      name={search.name}
      title="Supprimer cette recherche ?"
      description={`Vous ne recevrez plus d'alerte pour « ${search.name} ».`}
      remove={() => deletion.mutateAsync(search.id)}
      deletedMessage={savedSearchTexts.deleted}
      onDeleted={onDeleted}
    />
  );
}
