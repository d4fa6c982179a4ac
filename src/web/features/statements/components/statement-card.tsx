import { type FormEvent, useId, useState } from 'react';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { Scale } from 'lucide-react';
import { toast } from 'sonner';
import { moderationDecisionKindLabels, moderationGroundLabels } from '@shared/moderation/grounds';
import { type Statement, complaintSchema, statementMessages } from '@shared/moderation/statement.schemas';
import { Button } from '@web/components/ui/button';
import { FieldError } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { refusalMessage } from '@web/lib/refusal-message';
import { useLodgeComplaint } from '../api/statements';

const day = (iso: string) => format(new Date(iso), 'd MMMM yyyy', { locale: fr });

const COMPLAINT_STATUS = {
  pending: 'Contestation en cours d’examen par un autre membre de l’équipe.',
  upheld: 'Contestation examinée : la décision est maintenue.',
  reversed: 'Contestation acceptée : la décision est annulée.',
} as const;

/** The statement of reasons (DSA art. 17(3)) and, while open, 'Contester cette décision' (art. 20). */
export function StatementCard({ statement, accessKey }: { statement: Statement; accessKey: string | null }) {
  const { complaint } = statement;
  return (
    <article
      aria-labelledby={`statement-${statement.id}`}
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
    >
      <header className="grid gap-0.5">
        <h2 id={`statement-${statement.id}`} className="flex items-center gap-2 text-lg font-semibold">
          <Scale className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {moderationDecisionKindLabels[statement.kind]}
        </h2>
        <p className="text-sm text-muted-foreground">
          {statement.subject ? `${statement.subject} · ` : ''}décision du {day(statement.decidedAt)}
        </p>
      </header>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-medium">Faits</dt>
          <dd className="wrap-anywhere">{statement.facts}</dd>
        </div>
        <div>
          <dt className="font-medium">{statement.groundIsLaw ? 'Fondement légal' : 'Clause de nos conditions'}</dt>
          <dd>{moderationGroundLabels[statement.ground]}</dd>
        </div>
        <div>
          <dt className="font-medium">Comment la décision a été prise</dt>
          <dd>
            {statement.automated
              ? 'Par un traitement automatisé.'
              : 'Par un membre de l’équipe, sans traitement automatisé.'}
            {statement.fromNotice ? ' À la suite d’un signalement.' : ' À l’initiative de l’équipe.'}
          </dd>
        </div>
        <div>
          <dt className="font-medium">Vos recours</dt>
          <dd>
            {statement.canContest
              ? `Vous pouvez contester cette décision jusqu’au ${day(statement.contestUntil)} : un autre membre de l’équipe la réexaminera. `
              : ''}
            Vous pouvez aussi saisir un organisme de règlement extrajudiciaire des litiges ou la justice.
          </dd>
        </div>
      </dl>
      {complaint ? (
        <div role="status" className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
          <p className="font-medium">{COMPLAINT_STATUS[complaint.status]}</p>
          <p className="wrap-anywhere text-muted-foreground">Votre contestation : {complaint.text}</p>
          {complaint.answer ? <p className="wrap-anywhere">Réponse de l’équipe : {complaint.answer}</p> : null}
        </div>
      ) : statement.canContest ? (
        <ComplaintForm id={statement.id} accessKey={accessKey} />
      ) : (
        <p className="text-sm text-muted-foreground">{statementMessages.contestClosed}.</p>
      )}
    </article>
  );
}

function ComplaintForm({ id, accessKey }: { id: string; accessKey: string | null }) {
  const fieldId = useId();
  const lodge = useLodgeComplaint();
  const [open, setOpen] = useState(false);
  const [explanation, setExplanation] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = complaintSchema.safeParse({ explanation });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    lodge.mutate(
      { id, explanation: parsed.data.explanation, key: accessKey },
      {
        onSuccess: () => toast.success(statementMessages.complaintSent),
        onError: (cause) => toast.error(refusalMessage(cause, statementMessages.complaintFailed)),
      },
    );
  }

  if (!open) {
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        Contester cette décision
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <Label htmlFor={fieldId}>Pourquoi contestez-vous cette décision ?</Label>
      <Textarea
        id={fieldId}
        autoFocus
        rows={4}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        value={explanation}
        onChange={(event) => {
          setExplanation(event.target.value);
          setError(undefined);
        }}
      />
      {error ? <FieldError id={`${fieldId}-error`}>{error}</FieldError> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={lodge.isPending}>
          Envoyer ma contestation
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
