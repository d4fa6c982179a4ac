import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { REPORT_DESCRIPTION_MAX, REPORT_REASONS, reportReasonLabels } from '@shared/catalogue/report.schemas';
import { conversationReportSchema, messagingTexts } from '@shared/messaging/message.schemas';
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
import { useReportConversation } from '../api/conversation-mutations';

/** `messageId` undefined: closed; null: the whole conversation; an id: that message. */
type Target = { conversationId: string; messageId: string | null | undefined; onClose: () => void };

export function ConversationReportDialog({ conversationId, messageId, onClose }: Target) {
  const open = messageId !== undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{messageId ? messagingTexts.reportMessage : messagingTexts.reportConversation}</DialogTitle>
          <DialogDescription>
            Notre équipe examine chaque signalement et peut lire cette conversation pour cela. Votre identité n'est pas
            communiquée.
          </DialogDescription>
        </DialogHeader>
        {open ? <ReportForm conversationId={conversationId} messageId={messageId} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({
  conversationId,
  messageId,
  onDone,
}: {
  conversationId: string;
  messageId: string | null;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const report = useReportConversation();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = conversationReportSchema.safeParse({ reason: reason || undefined, description, messageId });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    report.mutate(
      { conversationId, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(messagingTexts.reported);
          onDone();
        },
        onError: (cause) => toast.error(refusalMessage(cause, messagingTexts.reportFailed)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="conversation-report-reason">Raison</Label>
        <NativeSelect
          {...fieldAria('conversation-report-reason', { error })}
          placeholder="Sélectionnez une raison"
          options={optionsOf(REPORT_REASONS, reportReasonLabels)}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        {error ? <FieldError id="conversation-report-reason-error">{error}</FieldError> : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="conversation-report-description">Description (facultative)</Label>
        <Textarea
          id="conversation-report-description"
          maxLength={REPORT_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="Précisez ce qui pose problème"
        />
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
