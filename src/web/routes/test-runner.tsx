import { LoaderCircle, Play } from 'lucide-react';
import { toast } from 'sonner';
import { selfCheckMessages } from '@shared/self-checks/self-check.schemas';
import { Button } from '@web/components/ui/button';
import { useRunSelfChecks } from '@web/features/self-checks/api/run-self-checks';
import { SelfCheckReport } from '@web/features/self-checks/components/self-check-report';
import { ApiError } from '@web/lib/api-client';
import { PageTitle } from '@web/components/page-title';

/** A refusal from the server carries its own French message; a lost connection does not. */
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : selfCheckMessages.runFailed;

export function TestRunnerPage() {
  const run = useRunSelfChecks();
  const start = () => run.mutate(undefined, { onError: (error) => toast.error(failureMessage(error)) });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <PageTitle>Tests automatisés — Boucles</PageTitle>
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold">Tests automatisés</h1>
        <p className="text-muted-foreground">
          Vérifie en direct le système en marche : base de données et migrations, stockage des fichiers et URL signées,
          envoi d'e-mails, règles métier, équilibre du grand livre et cohérence des commandes.
        </p>
      </div>
      <Button className="w-fit" onClick={start} disabled={run.isPending}>
        {run.isPending ? (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <Play aria-hidden="true" />
        )}
        {run.isPending ? 'Tests en cours…' : 'Lancer les tests'}
      </Button>
      <div aria-live="polite">
        {run.data ? (
          <SelfCheckReport run={run.data} />
        ) : (
          !run.isPending && <p className="text-muted-foreground">Aucun test exécuté pour l'instant.</p>
        )}
      </div>
    </div>
  );
}
