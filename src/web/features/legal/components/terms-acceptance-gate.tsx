import { toast } from 'sonner';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { termsMessages } from '@shared/legal/terms-texts';
import { useAcceptTerms, useMyTerms } from '../api/terms';

/**
 * Once a new version of the terms is in force, the signed-in person accepts it before going on
 * (decision 062): the dialog cannot be dismissed, and the acceptance is recorded by the server.
 */
export function TermsAcceptanceGate({ userId }: { userId: string }) {
  const { data } = useMyTerms(userId);
  const accept = useAcceptTerms();
  const current = data?.current;
  if (!data?.mustAccept || !current) return null;

  const effective = new Date(current.effectiveAt);
  const onAccept = () =>
    accept.mutate(current.version, {
      onSuccess: () => toast.success(termsMessages.accepted),
      onError: (error) => toast.error(error.message),
    });

  return (
    <AlertDialog open>
      <AlertDialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        onEscapeKeyDown={(event) => event.preventDefault()}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Nos conditions d'utilisation ont changé</AlertDialogTitle>
          <AlertDialogDescription>
            La version {current.version} est en vigueur depuis le{' '}
            <time dateTime={current.effectiveAt}>{format(effective, 'd MMMM yyyy', { locale: fr })}</time>. Pour
            continuer à utiliser Boucles, lisez-la et acceptez-la.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="rounded-lg bg-muted p-3 text-sm">
          <p className="font-semibold">Ce qui change</p>
          <p className="mt-1 whitespace-pre-line">{current.summary}</p>
        </div>
        <p className="text-sm">
          <a href="/terms" target="_blank" rel="noopener" className="text-primary underline underline-offset-4">
            Lire les conditions d'utilisation (nouvel onglet)
          </a>
          . Si vous ne les acceptez pas, vous pouvez fermer votre compte en écrivant au support.
        </p>
        <AlertDialogFooter>
          <Button type="button" onClick={onAccept} disabled={accept.isPending}>
            J'accepte les nouvelles conditions
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
