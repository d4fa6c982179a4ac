import { Link } from 'react-router';
import { toast } from 'sonner';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useHydrated } from '@web/lib/use-hydrated';
import { refusalMessage } from '@web/lib/refusal-message';
import { useRestoreProduct } from '../api/restore-product';

type TakedownNoticeProps = { productId: string; reason: string | null; canRestore: boolean };

/**
 * On the page of a listing the moderation took down, which only its seller and admins can
 * open: why, and for an admin the way back to the shop.
 */
export function TakedownNotice({ productId, reason, canRestore }: TakedownNoticeProps) {
  const restore = useRestoreProduct();
  const hydrated = useHydrated();

  function putBack() {
    restore.mutate(productId, {
      onSuccess: () => toast.success('Annonce rétablie'),
      onError: (error) => toast.error(refusalMessage(error, 'Erreur lors de la mise à jour')),
    });
  }

  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/10 p-3 text-sm"
    >
      <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">Annonce retirée par la modération : elle n’est plus dans la boutique.</p>
        {reason ? <p className="wrap-anywhere text-muted-foreground">Motif : {reason}</p> : null}
        {canRestore ? null : (
          <Link to="/decisions" className="font-medium text-primary underline underline-offset-4">
            Voir les motifs et contester
          </Link>
        )}
      </div>
      {canRestore ? (
        <Button variant="outline" size="sm" disabled={!hydrated || restore.isPending} onClick={putBack}>
          Rétablir l’annonce
        </Button>
      ) : null}
    </div>
  );
}
