import { type MouseEvent, type ReactNode, useState } from 'react';
import { Trash2 } from 'lucide-react';
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
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { lazyToast } from '@web/lib/lazy-toast';

type ConfirmDeleteButtonProps = {
  /** What is deleted, for the trigger's name: "Supprimer <name>". */
  name: string;
  title: string;
  description: ReactNode;
  /** Shown between the description and the buttons (e.g. the product's title). */
  children?: ReactNode;
  /** Deletes on the server; a rejection keeps the item and shows why. */
  remove: () => Promise<unknown>;
  deletedMessage: string;
  /** The item disappears with its trigger, so the page decides where focus goes next. */
  onDeleted: () => void;
};

/** A trash-can button that asks first, and stays open with a spinner until the server has answered. */
export function ConfirmDeleteButton({
  name,
  title,
  description,
  children,
  remove,
  deletedMessage,
  onDeleted,
}: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'pending' | 'deleted'>('idle');
  const pending = state === 'pending';

  async function confirm(event: MouseEvent) {
    event.preventDefault();
    setState('pending');
    try {
      await remove();
    } catch (error) {
      lazyToast('error', refusalMessage(error, 'Erreur lors de la suppression'));
      setState('idle');
      setOpen(false);
      return;
    }
    lazyToast('success', deletedMessage);
    setState('deleted');
    setOpen(false);
    // Usually the refreshed list has already removed the item, dialog and all.
    onDeleted();
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="icon"
          className="size-9 text-destructive hover:bg-destructive/10"
          aria-label={`Supprimer ${name}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // After a deletion the page has moved focus already; the trigger is going away.
          if (state === 'deleted') event.preventDefault();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Annuler</AlertDialogCancel>
          <AlertDialogAction onClick={(event) => void confirm(event)} disabled={pending}>
            {pending ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Suppression…" /> : null}
            Supprimer
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
