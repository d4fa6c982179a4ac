import { useState } from 'react';
import { EllipsisVertical, Trash2 } from 'lucide-react';
import { accountMessages } from '@shared/account/account-life';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
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
import { DeleteAccountForm } from './delete-account-form';

/** Spec §2: a menu holding 'delete account', behind a dialog that asks for the password again. */
export function DeleteAccountMenu() {
  const [confirming, setConfirming] = useState(false);

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
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{accountMessages.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription>{accountMessages.deleteBody}</AlertDialogDescription>
          </AlertDialogHeader>
          <DeleteAccountForm onCancel={() => setConfirming(false)} />
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
