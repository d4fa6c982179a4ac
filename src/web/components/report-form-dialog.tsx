import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import {
  REPORT_DESCRIPTION_MAX,
  REPORT_REASONS,
  type ReportData,
  reportReasonLabels,
  reportSchema,
} from '@shared/catalogue/report.schemas';
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
import { refusalMessage } from '@web/lib/refusal-message';

type ReportFormDialogProps = {
  open: boolean;
  title: string;
  /** Under the title: what the team does with the report. */
  description: string;
  /** Records the checked reason and description; the dialog closes once it resolves. */
  send: (report: ReportData) => Promise<unknown>;
  sentMessage: string;
  /** When the failure is not a refusal the server explained in French. */
  failedMessage: string;
  onClose: () => void;
};

/**
 * A report (reason and optional description) about a product, a user or a conversation.
 * The form starts empty each time it opens (it unmounts on close).
 */
export function ReportFormDialog({ open, title, description, onClose, ...form }: ReportFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? <ReportForm {...form} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type ReportFormProps = Pick<ReportFormDialogProps, 'send' | 'sentMessage' | 'failedMessage'> & { onDone: () => void };

function ReportForm({ send, sentMessage, failedMessage, onDone }: ReportFormProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The shared rules: the same messages as the server would give.
    const parsed = reportSchema.safeParse({ reason: reason || undefined, description });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setPending(true);
    try {
      await send(parsed.data);
      toast.success(sentMessage);
      onDone();
    } catch (cause) {
      toast.error(refusalMessage(cause, failedMessage));
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reason`}>Raison</Label>
        <NativeSelect
          {...fieldAria(`${id}-reason`, { error })}
          placeholder="Sélectionnez une raison"
          options={optionsOf(REPORT_REASONS, reportReasonLabels)}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        {error ? <FieldError id={`${id}-reason-error`}>{error}</FieldError> : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>Description (facultative)</Label>
        <Textarea
          id={`${id}-description`}
          aria-describedby={`${id}-description-count`}
          maxLength={REPORT_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="Précisez ce qui pose problème"
        />
        <p id={`${id}-description-count`} className="text-right text-xs text-muted-foreground">
          {description.length}/{REPORT_DESCRIPTION_MAX}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Annuler</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          Envoyer le signalement
        </Button>
      </DialogFooter>
    </form>
  );
}
