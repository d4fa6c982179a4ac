import { type FormEvent, useState } from 'react';
import { Pencil } from 'lucide-react';
import { toast } from 'sonner';
import {
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  savedSearchTexts,
  updateSavedSearchSchema,
} from '@shared/favourites/saved-search.schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { FieldError, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { refusalMessage } from '@web/lib/refusal-message';
import { useUpdateSavedSearch } from '../api/saved-searches';

export function RenameSearchDialog({ search }: { search: SavedSearch }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Renommer ${search.name}`}>
          <Pencil aria-hidden="true" />
          Renommer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Renommer la recherche</DialogTitle>
          <DialogDescription>Le nom apparaît dans vos alertes.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: the field starts from the current name each time. */}
        {open ? <RenameForm search={search} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string>();
  const update = useUpdateSavedSearch();
  const fieldId = `rename-${search.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    // The shared rules: the same messages as the server would give.
    const parsed = updateSavedSearchSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { id: search.id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(savedSearchTexts.renamed);
          onDone();
        },
        onError: (failure) => setError(refusalMessage(failure, savedSearchTexts.saveError)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={fieldId}>Nom</Label>
        <Input
          {...fieldAria(fieldId, { error })}
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX + 10}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        {error ? <FieldError id={`${fieldId}-error`}>{error}</FieldError> : null}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Annuler</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          Enregistrer
        </Button>
      </DialogFooter>
    </form>
  );
}
