import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatEuros } from '@shared/money';
import { type ReconciliationException, lineNoteSchema, linkLineSchema } from '@shared/payments/reconciliation.schemas';
import { Button } from '@web/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { refusalMessage } from '@web/lib/refusal-message';
import { type LineAction, useDecideLine } from '../api/admin-reconciliation';

export const lineActionLabels: Record<LineAction, string> = {
  link: 'Rattacher',
  refund: 'À rembourser',
  dismiss: 'Ignorer',
};

const texts: Record<LineAction, { field: string; done: string }> = {
  link: { field: 'Numéro de commande', done: 'Ligne rattachée : paiement validé' },
  refund: { field: 'Note (obligatoire)', done: 'Ligne marquée à rembourser' },
  dismiss: { field: 'Note (obligatoire)', done: 'Ligne ignorée' },
};

function parse(action: LineAction, value: string) {
  const parsed =
    action === 'link' ? linkLineSchema.safeParse({ orderNumber: value }) : lineNoteSchema.safeParse({ note: value });
  return parsed.success ? { error: undefined } : { error: parsed.error.issues[0]?.message };
}

/** The admin's decision on a statement line 'À examiner' (issue 28, decision 046). */
export function LineDecisionDialog({
  line,
  action,
  onDone,
}: {
  line: ReconciliationException;
  action: LineAction;
  onDone: () => void;
}) {
  const [value, setValue] = useState(action === 'link' ? (line.orderNumber ?? '') : '');
  const [error, setError] = useState<string | undefined>();
  const decision = useDecideLine();
  const fieldId = `line-${action}-value`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = parse(action, value);
    if (checked.error) {
      setError(checked.error);
      return;
    }
    try {
      await decision.mutateAsync({ lineId: line.id, action, value: value.trim() });
    } catch (failure) {
      setError(refusalMessage(failure, "La décision n'a pas pu être enregistrée, veuillez réessayer"));
      return;
    }
    toast.success(texts[action].done);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => decision.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>{lineActionLabels[action]}</DialogTitle>
        <DialogDescription>
          Virement de {formatEuros(line.amountCents)} : {line.remittance || 'sans libellé'}.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id={fieldId} label={texts[action].field} error={error}>
          {action === 'link' ? (
            <Input
              {...fieldAria(fieldId, { error })}
              autoComplete="off"
              value={value}
              disabled={decision.isPending}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
            />
          ) : (
            <Textarea
              {...fieldAria(fieldId, { error })}
              rows={3}
              maxLength={500}
              value={value}
              disabled={decision.isPending}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={decision.isPending}>
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" disabled={decision.isPending}>
            {lineActionLabels[action]}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
