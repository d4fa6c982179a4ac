import { useState } from 'react';
import { Download } from 'lucide-react';
import {
  type MonthlyShare,
  type StatementImportRow,
  statementFormatLabels,
} from '@shared/payments/statement-imports.schemas';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { parisFormat } from '@shared/paris-time';
import { refusalMessage } from '@web/lib/refusal-message';
import { useStatementFileUrl, useStatementImports } from '../api/admin-statement-imports';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('fr-FR', { timeZone: 'UTC' });
const count = new Intl.NumberFormat('fr-FR');
const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

function ShareThisMonth({ share }: { share: MonthlyShare }) {
  return (
    <p className="text-sm">
      <span className="font-medium">
        Part des paiements rapprochés automatiquement ce mois-ci : {share.percent ?? 0} %
      </span>{' '}
      <span className="text-muted-foreground">
        ({share.reconciled} sur {plural(share.validated, 'paiement validé', 'paiements validés')})
      </span>
    </p>
  );
}

function ImportRow({ row }: { row: StatementImportRow }) {
  const fileUrl = useStatementFileUrl();
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setError(null);
    try {
      window.location.assign(await fileUrl.mutateAsync(row.id));
    } catch (failure) {
      setError(refusalMessage(failure, "Le relevé n'a pas pu être téléchargé, veuillez réessayer"));
    }
  }

  return (
    <li className="grid gap-1 rounded-xl border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="break-all font-semibold">{row.filename}</span>
        <time dateTime={row.importedAt} className="text-muted-foreground">
          {parisFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(row.importedAt))}
        </time>
      </div>
      <p className="text-muted-foreground">
        {statementFormatLabels[row.format]} — importé par {row.admin?.name || 'un compte supprimé'}
      </p>
      {row.finishedAt === null ? (
        <p>
          En cours : {count.format(row.linesMatched)} / {count.format(row.linesToMatch)} lignes
        </p>
      ) : (
        <p>
          {plural(row.linesRead, 'ligne lue', 'lignes lues')}, {row.validated} rapprochée(s) automatiquement,{' '}
          {row.toExamine} à examiner, {plural(row.duplicatesSkipped, 'doublon ignoré', 'doublons ignorés')}
        </p>
      )}
      {row.hasFile && row.retainUntil ? (
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <span className="text-muted-foreground">Conservé jusqu’au {day(row.retainUntil)}</span>
          <Button type="button" size="sm" variant="outline" onClick={download} disabled={fileUrl.isPending}>
            <Download aria-hidden="true" />
            Télécharger le relevé
            <span className="sr-only"> {row.filename}</span>
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** The imports history of the 'Rapprochement' tab, newest first, and this month's share matched. */
export function StatementImports() {
  const [page, setPage] = useState(1);
  const imports = useStatementImports(page);
  const data = imports.data;
  return (
    <section aria-labelledby="statement-imports" className="grid gap-3">
      <h2 id="statement-imports" className="text-lg font-semibold">
        Imports de relevés
      </h2>
      {imports.isError ? (
        <div className="flex items-center gap-3 text-sm">
          <span className="text-destructive">Erreur lors du chargement des imports</span>
          <Button size="sm" variant="outline" onClick={() => void imports.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : !data ? (
        <Skeleton className="h-28 rounded-2xl" />
      ) : (
        <>
          <ShareThisMonth share={data.monthlyShare} />
          {data.imports.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucun relevé importé</p>
          ) : (
            <ul className="grid gap-3" aria-label={`Imports, page ${data.page}`}>
              {data.imports.map((row) => (
                <ImportRow key={row.id} row={row} />
              ))}
            </ul>
          )}
          {page > 1 || data.hasMore ? (
            <nav aria-label="Pages des imports" className="flex gap-2">
              <Button type="button" size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Imports plus récents
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={!data.hasMore}
                onClick={() => setPage(page + 1)}
              >
                Imports plus anciens
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
