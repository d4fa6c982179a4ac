import { toast } from 'sonner';
import { returnMessages } from '@shared/returns/return.schemas';
import { Button } from '@web/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { type ReturnStepPath, useReturnStep } from '../api/return-actions';

export type ReturnStepText = { title: string; description: string; confirmLabel: string; destructive?: boolean };

/** A yes/no step on a return (accept, refuse, shipped back, received, cancel). */
export function ReturnStepDialog({
  returnId,
  path,
  text,
  onDone,
}: {
  returnId: string;
  path: ReturnStepPath;
  text: ReturnStepText;
  onDone: () => void;
}) {
  const step = useReturnStep(path);

  async function confirm() {
    try {
      await step.mutateAsync({ returnId });
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
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={step.isPending}>
            Annuler
          </Button>
        </DialogClose>
        <Button
          variant={text.destructive ? 'destructive' : 'default'}
          onClick={() => void confirm()}
          disabled={step.isPending}
        >
          {step.isPending ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Envoi…" /> : null}
          {text.confirmLabel}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
