import { useState } from 'react';
import { Download } from 'lucide-react';
import { transparencyQuerySchema } from '@shared/moderation/transparency.schemas';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

/** The yearly transparency report (DSA art. 15 and 24), as JSON or as CSV for a spreadsheet. */
export function TransparencyReportExport() {
  const [year, setYear] = useState(() => String(new Date().getFullYear() - 1));
  const parsed = transparencyQuerySchema.safeParse({ year });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const query = `year=${encodeURIComponent(year)}`;
  return (
    <section aria-labelledby="transparency-report" className="grid gap-3 rounded-2xl border bg-card p-4">
      <h2 id="transparency-report" className="text-lg font-semibold">
        Rapport de transparence
      </h2>
      <p className="text-sm text-muted-foreground">
        Signalements reçus, décisions par type et par motif, délai médian de décision, contestations et leurs issues
        (règlement sur les services numériques, art. 15 et 24).
      </p>
      <FormField id="transparency-year" label="Année" error={error} className="max-w-40">
        <Input
          {...fieldAria('transparency-year', { error })}
          inputMode="numeric"
          value={year}
          onChange={(event) => setYear(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        {[
          { href: `/api/admin/transparency-report.csv?${query}`, label: 'Exporter le rapport (CSV)' },
          { href: `/api/admin/transparency-report?${query}`, label: 'Exporter le rapport (JSON)' },
        ].map((link) =>
          error ? (
            <Button key={link.href} variant="outline" disabled>
              <Download aria-hidden="true" />
              {link.label}
            </Button>
          ) : (
            <Button key={link.href} asChild variant="outline">
              <a href={link.href} download>
                <Download aria-hidden="true" />
                {link.label}
              </a>
            </Button>
          ),
        )}
      </div>
    </section>
  );
}
