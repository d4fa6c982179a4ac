import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  REPORT_DESCRIPTION_MAX,
  REPORT_REASONS,
  reportReasonLabels,
  reportSchema,
} from '@shared/catalogue/report.schemas';
import { productMessages } from '@shared/catalogue/product.schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FieldError, fieldAria } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect, optionsOf } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { type ReportTarget, useCreateReport } from '../api/create-report';

type ReportDialogProps = { target: ReportTarget | null; onClose: () => void };

/** Open while `target` is set; the form starts empty each time (it unmounts on close). */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const title = target?.type === 'product' ? 'Signaler le produit' : 'Signaler le vendeur';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Notre équipe examine chaque signalement. Votre identité n'est pas communiquée.
          </DialogDescription>
        </DialogHeader>
        {target ? <ReportForm target={target} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const report = useCreateReport();

  function submit(event: FormEvent) {
    event.preventDefault();
    // The shared rules: the same messages as the server would give.
    const parsed = reportSchema.safeParse({ reason: reason || undefined, description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    report.mutate(
      { ...parsed.data, target },
      {
        onSuccess: () => {
          toast.success(productMessages.reportSent);
          onDone();
        },
        onError: () => toast.error("Erreur lors de l'envoi du signalement"),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="report-reason">Raison</Label>
        <NativeSelect
          {...fieldAria('report-reason', { error })}
          placeholder="Sélectionnez une raison"
          options={optionsOf(REPORT_REASONS, reportReasonLabels)}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        {error ? <FieldError id="report-reason-error">{error}</FieldError> : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="report-description">Description (facultative)</Label>
        <Textarea
          id="report-description"
          aria-describedby="report-description-count"
          maxLength={REPORT_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="Précisez ce qui pose problème"
        />
        <p id="report-description-count" className="text-right text-xs text-muted-foreground">
          {description.length}/{REPORT_DESCRIPTION_MAX}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Annuler</Button>
        </DialogClose>
        <Button type="submit" disabled={report.isPending}>
          Envoyer le signalement
        </Button>
      </DialogFooter>
    </form>
  );
}
