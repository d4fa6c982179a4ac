import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { EllipsisVertical, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { accountMessages } from '@shared/account/account-life';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Spinner } from '@web/components/ui/spinner';
import { toastAfterReload } from '@web/lib/flash-toast';
import { useDeleteAccount } from '../api/delete-account';

/** Spec §2: a menu holding 'delete account', behind a confirmation dialog. */
export function DeleteAccountMenu() {
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteAccount();
  const navigate = useNavigate();

  async function handleConfirm(event: MouseEvent) {
    event.preventDefault();
    try {
      await deletion.mutateAsync();
    } catch {
      toast.error(accountMessages.deletionError);
      setConfirming(false);
      return;
    }
    // Like sign-out: the message survives the reload that drops the old user's state.
    toastAfterReload(accountMessages.deletionScheduled);
    await navigate('/auth', { replace: true });
    window.location.reload();
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Options du compte">
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Supprimer mon compte
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <AlertDialog open={confirming} onOpenChange={(open) => !deletion.isPending && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{accountMessages.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription>{accountMessages.deleteBody}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deletion.isPending}>Annuler</AlertDialogCancel>
            <AlertDialogAction onClick={(event) => void handleConfirm(event)} disabled={deletion.isPending}>
              {deletion.isPending ? (
                <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Suppression…" />
              ) : null}
              Supprimer mon compte
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
