import { type MouseEvent, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { type SavedSearch, savedSearchTexts } from '@shared/favourites/saved-search.schemas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { refusalMessage } from '@web/lib/refusal-message';
import { useDeleteSavedSearch } from '../api/saved-searches';

type DeleteSearchButtonProps = {
  search: SavedSearch;
  /** The item disappears with its trigger, so the page decides where focus goes next. */
  onDeleted: () => void;
};

export function DeleteSearchButton({ search, onDeleted }: DeleteSearchButtonProps) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteSavedSearch();

  async function confirm(event: MouseEvent) {
    event.preventDefault();
    try {
      await deletion.mutateAsync(search.id);
    } catch (error) {
      toast.error(refusalMessage(error, 'Erreur lors de la suppression'));
      setOpen(false);
      return;
    }
    toast.success(savedSearchTexts.deleted);
    setOpen(false);
    onDeleted();
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="icon"
          className="size-9 text-destructive hover:bg-destructive/10"
          aria-label={`Supprimer ${search.name}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (deletion.isSuccess) event.preventDefault();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer cette recherche ?</AlertDialogTitle>
          <AlertDialogDescription>Vous ne recevrez plus d'alerte pour « {search.name} ».</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>Annuler</AlertDialogCancel>
          <AlertDialogAction onClick={(event) => void confirm(event)} disabled={deletion.isPending}>
            Supprimer
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
