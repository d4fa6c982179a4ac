import { toast } from 'sonner';
import { type AdminReturnView, returnMessages } from '@shared/returns/return.schemas';
import { Button } from '@web/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { refusalMessage } from '@web/lib/refusal-message';
import { useValidateReturn } from '../api/admin-returns';

/** The admin agrees to an approved return: the buyer may ship it back; the refund comes later (decision 041). */
export function ValidateReturnDialog({ item, onDone }: { item: AdminReturnView; onDone: () => void }) {
  const validation = useValidateReturn();

  async function confirm() {
    try {
      await validation.mutateAsync(item.id);
    } catch (failure) {
      toast.error(refusalMessage(failure, returnMessages.validateFailed));
      return;
    }
    toast.success(returnMessages.validated);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => validation.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Valider le retour</DialogTitle>
        <DialogDescription>
          Commande {item.orderNumber} · {item.productTitle}. L&apos;acheteur pourra renvoyer l&apos;article au vendeur.
          Vous rembourserez l&apos;acheteur depuis le séquestre quand le vendeur aura confirmé la réception.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={validation.isPending}>
            Annuler
          </Button>
        </DialogClose>
        <Button onClick={() => void confirm()} disabled={validation.isPending}>
          Valider le retour
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
