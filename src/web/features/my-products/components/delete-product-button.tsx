import { useState, type MouseEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { productMessages } from '@shared/catalogue/product.schemas';
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
import { useDeleteProduct } from '../api/delete-product';

type DeleteProductButtonProps = {
  productId: string;
  title: string;
  /** The card disappears with its trigger, so the page decides where focus goes next. */
  onDeleted: () => void;
};

export function DeleteProductButton({ productId, title, onDeleted }: DeleteProductButtonProps) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteProduct();

  async function handleConfirm(event: MouseEvent) {
    // The dialog stays open (with a spinner) until the server has answered.
    event.preventDefault();
    try {
      await deletion.mutateAsync(productId);
    } catch (error) {
      toast.error(refusalMessage(error, 'Erreur lors de la suppression'));
      setOpen(false);
      return;
    }
    toast.success(productMessages.deleted);
    setOpen(false);
    // Usually the refreshed list has already removed this card, dialog and all.
    onDeleted();
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="icon"
          className="size-9 text-destructive hover:bg-destructive/10"
          aria-label={`Supprimer ${title}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // After a deletion the page has moved focus already; the trigger is going away.
          if (deletion.isSuccess) event.preventDefault();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{productMessages.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{productMessages.deleteBody}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="rounded-lg bg-muted px-3 py-2 text-sm font-medium break-words">{title}</p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>Annuler</AlertDialogCancel>
          <AlertDialogAction onClick={(event) => void handleConfirm(event)} disabled={deletion.isPending}>
            {deletion.isPending ? (
              <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Suppression…" />
            ) : null}
            Supprimer
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
