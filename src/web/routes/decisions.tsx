import { PageTitle } from '@web/components/page-title';
import { NextPageButton } from '@web/components/show-more';
import { Spinner } from '@web/components/ui/spinner';
import { useMyStatements } from '@web/features/statements/api/statements';
import { StatementCard } from '@web/features/statements/components/statement-card';

/** 'Décisions de modération': every decision that restricted the signed-in person, with its reasons. */
export function DecisionsPage() {
  const statements = useMyStatements();
  const items = statements.data?.pages.flatMap((page) => page.items);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-6">
      <PageTitle>Décisions de modération — Boucles</PageTitle>
      <h1 className="text-2xl font-semibold">Décisions de modération</h1>
      {statements.isPending ? (
        <Spinner />
      ) : items?.length ? (
        <>
          {items.map((statement) => (
            <StatementCard key={statement.id} statement={statement} accessKey={null} />
          ))}
          <NextPageButton pages={statements} />
        </>
      ) : (
        <p className="text-muted-foreground">Aucune décision de modération ne vous concerne.</p>
      )}
    </div>
  );
}
