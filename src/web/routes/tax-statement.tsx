import { Link, useParams } from 'react-router';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { statementContent, statementFileName } from '@shared/tax/statement-lines';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTaxStatement } from '@web/features/earnings/api/tax-profile';
import { refusalMessage } from '@web/lib/refusal-message';
import { PageTitle } from '@web/components/page-title';

/** /earnings/tax-statement/:year — the seller's yearly statement (CGI art. 242 bis), to print or download. */
export function TaxStatementPage() {
  const year = Number(useParams().year);
  const { data: statement, error } = useTaxStatement(Number.isInteger(year) ? year : 0);
  const content = statement ? statementContent(statement) : null;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6 sm:py-8 print:max-w-none print:p-0">
      <PageTitle>{`Récapitulatif fiscal ${year} — Boucles`}</PageTitle>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Link to="/earnings" className={buttonVariants({ variant: 'ghost', className: 'mr-auto' })}>
          <ArrowLeft aria-hidden="true" />
          Mes revenus
        </Link>
        {statement ? (
          <>
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Imprimer
            </Button>
            <a
              href={`/api/me/tax-statement.pdf?year=${statement.year}`}
              download={statementFileName(statement.year)}
              className={buttonVariants()}
            >
              <Download aria-hidden="true" />
              Télécharger le PDF
            </a>
          </>
        ) : null}
      </div>
      {content ? (
        <article className="grid gap-5 rounded-2xl border border-border bg-card p-5 break-words">
          <header>
            <h1 className="font-display text-2xl font-semibold">{content.title}</h1>
            <p className="text-sm text-muted-foreground">{content.issued}</p>
          </header>
          {content.sections.map((section) => (
            <section key={section.heading} className="grid gap-2">
              <h2 className="font-semibold">{section.heading}</h2>
              <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
                {section.lines.map((line) => (
                  <div key={line.label} className="contents">
                    <dt className="text-muted-foreground">{line.label}</dt>
                    <dd className="mb-1 sm:mb-0">{line.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <p className="text-xs text-muted-foreground">{content.footnote}</p>
        </article>
      ) : error ? (
        <p role="alert" className="rounded-2xl border border-border bg-card p-5 text-muted-foreground">
          {refusalMessage(error, 'Impossible de charger le récapitulatif fiscal.')}
        </p>
      ) : (
        <Skeleton className="h-96 rounded-2xl" aria-busy="true" />
      )}
    </div>
  );
}
