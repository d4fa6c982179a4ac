import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { accountMessages } from '@shared/account/account-life';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DeleteAccountForm } from './delete-account-form';

/**
 * The way out, in plain sight at the end of Settings: a marked area with a labelled button,
 * behind a dialog that asks for the password again (spec §2).
 */
export function DangerZoneCard() {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-destructive">Zone de danger</CardTitle>
        <CardDescription>La suppression de votre compte devient définitive au bout de 2 semaines.</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={confirming} onOpenChange={setConfirming}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              Supprimer mon compte
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{accountMessages.deleteTitle}</AlertDialogTitle>
              <AlertDialogDescription>{accountMessages.deleteBody}</AlertDialogDescription>
            </AlertDialogHeader>
            <DeleteAccountForm onCancel={() => setConfirming(false)} />
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
