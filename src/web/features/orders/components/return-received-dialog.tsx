import { useState } from 'react';
import { toast } from 'sonner';
import { returnMessages } from '@shared/returns/return.schemas';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { useReturnStep } from '../api/return-actions';

/**
 * The seller has the item back, and says whether it goes back on sale once the buyer is
 * refunded ('Remettre en vente', decision 041).
 */
export function ReturnReceivedDialog({ returnId, onDone }: { returnId: string; onDone: () => void }) {
  const [relist, setRelist] = useState(false);
  const step = useReturnStep('received');

  async function confirm() {
    try {
      await step.mutateAsync({ returnId, body: { relist } });
    } catch (error) {
      toast.error(refusalMessage(error, returnMessages.statusFailed));
      return;
    }
    toast.success(returnMessages.statusUpdated);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => step.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Confirmer la réception du retour</DialogTitle>
        <DialogDescription>
          Confirmez que vous avez bien reçu l&apos;article retourné. Boucles rembourse ensuite l&apos;acheteur depuis le
          séquestre : vous n&apos;avez rien à payer.
        </DialogDescription>
      </DialogHeader>
      <div className="flex items-start gap-3">
        <Checkbox
          id="return-relist"
          checked={relist}
          disabled={step.isPending}
          onCheckedChange={(checked) => setRelist(checked === true)}
          aria-describedby="return-relist-hint"
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor="return-relist">Remettre en vente</Label>
          <p id="return-relist-hint" className="text-sm text-muted-foreground">
            L&apos;article redevient disponible à l&apos;achat une fois l&apos;acheteur remboursé.
          </p>
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={step.isPending}>
            Annuler
          </Button>
        </DialogClose>
        <Button onClick={() => void confirm()} disabled={step.isPending}>
          {step.isPending ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Envoi…" /> : null}
          J&apos;ai reçu l&apos;article
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
