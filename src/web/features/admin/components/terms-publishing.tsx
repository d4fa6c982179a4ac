import { type FormEvent, useState } from 'react';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { toast } from 'sonner';
import { publishTermsSchema } from '@shared/legal/terms.schemas';
import { termsMessages } from '@shared/legal/terms-texts';
import { earliestEffectiveDay } from '@shared/legal/terms-dates';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useAdminTerms, usePublishTerms } from '../api/admin-terms';

const day = (iso: string) => format(new Date(iso), 'd MMMM yyyy', { locale: fr });

/** A new version of the terms, in force at least 15 days later; the server checks it again (decision 062). */
function PublishForm() {
  const earliest = earliestEffectiveDay(new Date());
  const [effectiveOn, setEffectiveOn] = useState(earliest);
  const [summary, setSummary] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const publish = usePublishTerms();
  const parsed = publishTermsSchema.safeParse({ effectiveOn, summary });
  const issue = (field: string) =>
    submitted && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === field)?.message : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    publish.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(termsMessages.published);
        setSummary('');
        setSubmitted(false);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-2xl border bg-card p-4">
      <h2 className="text-lg font-semibold">Publier une nouvelle version</h2>
      <p className="text-sm text-muted-foreground">
        Les vendeurs sont prévenus aussitôt, par notification et par e-mail. Chacun l'accepte à sa première connexion
        après l'entrée en vigueur.
      </p>
      <FormField
        id="terms-effective-on"
        label="Entrée en vigueur le"
        hint={`Au moins 15 jours après aujourd'hui : le ${day(earliest)} au plus tôt.`}
        error={issue('effectiveOn')}
        className="sm:max-w-xs"
      >
        <Input
          {...fieldAria('terms-effective-on', { error: issue('effectiveOn'), hint: true })}
          type="date"
          min={earliest}
          value={effectiveOn}
          onChange={(e) => setEffectiveOn(e.target.value)}
        />
      </FormField>
      <FormField id="terms-summary" label="Ce qui change" error={issue('summary')}>
        <Textarea
          {...fieldAria('terms-summary', { error: issue('summary') })}
          rows={4}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-fit" disabled={publish.isPending}>
        Publier
      </Button>
    </form>
  );
}

function Versions() {
  const { data, isError } = useAdminTerms();
  if (isError) return <p className="text-sm text-destructive">Les versions n'ont pas pu être chargées.</p>;
  if (!data) return null;
  return (
    <section aria-labelledby="terms-versions" className="grid gap-2 rounded-2xl border bg-card p-4">
      <h2 id="terms-versions" className="text-lg font-semibold">
        Versions
      </h2>
      <ul className="grid gap-2 text-sm">
        {data.versions.map((version) => (
          <li key={version.version} className="break-words">
            <strong>Version {version.version}</strong>
            {version.version === data.current?.version ? ' (en vigueur)' : ''} — publiée le {day(version.publishedAt)},
            en vigueur le {day(version.effectiveAt)}. {version.summary}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TermsPublishing() {
  return (
    <div className="grid gap-4">
      <PublishForm />
      <Versions />
    </div>
  );
}
