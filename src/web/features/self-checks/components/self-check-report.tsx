import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import {
  type SelfCheckStatus,
  type TestRunResult,
  selfCheckStatusLabels,
} from '@shared/self-checks/self-check.schemas';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

const formatDuration = (ms: number) =>
  ms < 1000 ? `${ms} ms` : `${(ms / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} s`;

const statusLook: Record<
  SelfCheckStatus,
  { icon: typeof CircleCheck; badge: 'success' | 'destructive' | 'secondary' }
> = {
  passed: { icon: CircleCheck, badge: 'success' },
  failed: { icon: CircleX, badge: 'destructive' },
  skipped: { icon: CircleMinus, badge: 'secondary' },
};

function Summary({ run }: { run: TestRunResult }) {
  const figures: [string, string][] = [
    ['Total', String(run.total)],
    ['Réussis', String(run.passed)],
    ['Échecs', String(run.failed)],
    ['Ignorés', String(run.skipped)],
    ['Taux de réussite', `${run.successRate.toLocaleString('fr-FR')} %`],
    ['Durée', formatDuration(run.duration)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-border bg-card px-4 py-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What one run of the self-checks found: totals, then each check with its verdict and what it saw. */
export function SelfCheckReport({ run }: { run: TestRunResult }) {
  return (
    <section aria-labelledby="self-check-report" className="flex flex-col gap-4">
      <h2 id="self-check-report" className="text-lg font-semibold">
        Résultats du {format(new Date(run.timestamp), "d MMMM yyyy 'à' HH:mm:ss", { locale: fr })}
      </h2>
      <Summary run={run} />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Détail des tests</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y divide-border">
            {run.results.map((result) => {
              const look = statusLook[result.status];
              return (
                <li key={result.test} className="flex gap-3 py-3">
                  <look.icon
                    className={`mt-0.5 size-5 shrink-0 ${result.status === 'failed' ? 'text-destructive' : 'text-success'}`}
                    aria-hidden="true"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{result.test}</span>
                      <Badge variant={look.badge}>{selfCheckStatusLabels[result.status]}</Badge>
                      <span className="text-xs text-muted-foreground">{formatDuration(result.duration)}</span>
                    </div>
                    <p className="text-sm wrap-anywhere text-muted-foreground">{result.message}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
