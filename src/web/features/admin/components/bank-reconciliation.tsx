import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { formatEuros } from '@shared/money';
import type { ReconciliationException, StatementImport } from '@shared/payments/reconciliation.schemas';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { refusalMessage } from '@web/lib/refusal-message';
import {
  type LineAction,
  reconciliationExceptionsQuery,
  useImportStatement,
  useReconciliationExceptions,
} from '../api/admin-reconciliation';
import { useStatementImports } from '../api/admin-statement-imports';
import { AdminListSection } from './admin-list-section';
import { LineDecisionDialog, lineActionLabels } from './line-decision-dialog';
import { StatementImports } from './statement-imports';

const IMPORT_FAILED = "Le relevé n'a pas pu être importé, veuillez réessayer";

const amountOf = (line: { amountCents: number; currency: string }) =>
  line.currency === 'EUR' ? formatEuros(line.amountCents) : `${(line.amountCents / 100).toFixed(2)} ${line.currency}`;

const count = new Intl.NumberFormat('fr-FR');

/**
 * What the upload answered, then the job's progress read from the imports history (refreshed
 * live, and every few seconds while it runs), then what it validated.
 */
function ImportProgress({ result }: { result: StatementImport }) {
  const queryClient = useQueryClient();
  const row = useStatementImports(1).data?.imports.find((item) => item.id === result.statementId);
  const finished = result.linesNew === 0 || Boolean(row?.finishedAt);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: reconciliationExceptionsQuery().queryKey });
  }, [finished, queryClient]);
  return (
    <div role="status" className="grid gap-1 rounded-xl bg-muted p-3 text-sm">
      {finished ? (
        <p>
          {result.linesRead} ligne(s) de crédit lue(s) : {row?.validated ?? 0} paiement(s) validé(s),{' '}
          {row?.toExamine ?? 0} à examiner, {result.alreadyImported} déjà importée(s).
        </p>
      ) : (
        <p>
          En cours : {count.format(row?.linesMatched ?? 0)} / {count.format(result.linesNew)} lignes
        </p>
      )}
    </div>
  );
}

/** Upload of a bank statement; answered once its lines are stored, it follows their matching. */
function StatementUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<StatementImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importing = useImportStatement();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return;
    setError(null);
    try {
      setResult(await importing.mutateAsync(file));
    } catch (failure) {
      setResult(null);
      setError(refusalMessage(failure, IMPORT_FAILED));
    }
  }

  return (
    <section aria-labelledby="statement-upload" className="grid grid-cols-1 gap-3 rounded-2xl border bg-card p-4">
      <h2 id="statement-upload" className="text-lg font-semibold">
        Importer un relevé bancaire
      </h2>
      <p id="statement-upload-hint" className="text-sm text-muted-foreground">
        Relevé ISO 20022 camt.053 ou camt.054 (XML), export CSV du Crédit Agricole ou CSV « date;libellé;montant » : 10
        Mo au plus. Les virements dont la référence et le montant correspondent sont validés automatiquement ; le relevé
        est conservé dix ans.
      </p>
      <form onSubmit={onSubmit} className="grid grid-cols-1 gap-3">
        <label htmlFor="statement-file" className="text-sm font-medium">
          Fichier du relevé
        </label>
        <input
          id="statement-file"
          type="file"
          accept=".xml,.csv,.txt,application/xml,text/xml,text/csv"
          aria-describedby={error ? 'statement-upload-hint statement-error' : 'statement-upload-hint'}
          aria-invalid={error ? true : undefined}
          className="min-h-11 w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-2"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {error ? (
          <p id="statement-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={!file || importing.isPending} className="w-full sm:w-fit">
          <Upload aria-hidden="true" />
          {importing.isPending ? 'Import en cours…' : 'Importer le relevé'}
        </Button>
      </form>
      {result ? <ImportProgress result={result} /> : null}
    </section>
  );
}

const ACTIONS: LineAction[] = ['link', 'refund', 'dismiss'];

function ExceptionRow({ line, onOpen }: { line: ReconciliationException; onOpen: (action: LineAction) => void }) {
  return (
    <li className="grid gap-1 rounded-xl border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{amountOf(line)}</span>
        <span className="text-muted-foreground">
          {new Date(`${line.bookedOn}T00:00:00`).toLocaleDateString('fr-FR')}
        </span>
      </div>
      <p className="font-medium text-destructive">{line.reason}</p>
      {line.orderNumber ? <p>Commande {line.orderNumber}</p> : null}
      <p className="break-words text-muted-foreground">
        {line.debtorName ? `${line.debtorName} — ` : ''}
        {line.remittance || 'Sans libellé'}
      </p>
      <div className="flex flex-wrap gap-2 pt-1">
        {ACTIONS.map((action) => (
          <Button key={action} type="button" size="sm" variant="outline" onClick={() => onOpen(action)}>
            {lineActionLabels[action]}
          </Button>
        ))}
      </div>
    </li>
  );
}

/** The 'Rapprochement' tab: import a statement, then the lines the admin must look at. */
export function BankReconciliation() {
  const exceptions = useReconciliationExceptions();
  const [opened, setOpened] = useState<{ line: ReconciliationException; action: LineAction } | null>(null);
  return (
    <div className="grid gap-6">
      <StatementUpload />
      <AdminListSection
        headingId="reconciliation-exceptions"
        title="À examiner"
        empty="Aucune ligne de relevé à examiner"
        items={exceptions.data?.pages.flatMap((page) => page.items)}
        total={exceptions.data?.pages[0]?.total}
        loadMore={exceptions.hasNextPage ? () => void exceptions.fetchNextPage() : undefined}
        failed={exceptions.isError}
        onRetry={() => void exceptions.refetch()}
        renderItem={(line) => (
          <ExceptionRow key={line.id} line={line} onOpen={(action) => setOpened({ line, action })} />
        )}
      />
      <StatementImports />
      <Dialog open={opened !== null} onOpenChange={(open) => !open && setOpened(null)}>
        {opened ? (
          <LineDecisionDialog line={opened.line} action={opened.action} onDone={() => setOpened(null)} />
        ) : null}
      </Dialog>
    </div>
  );
}
