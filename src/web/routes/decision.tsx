import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { useStatement } from '@web/features/statements/api/statements';
import { StatementCard } from '@web/features/statements/components/statement-card';

/**
 * One decision's statement of reasons: for its person signed in, or from the e-mail's link
 * (`?cle=…`), which a suspended account, signed out, can still open.
 */
export function DecisionPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('cle');
  const statement = useStatement(id, key);

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-6">
      <PageTitle>Décision de modération — Boucles</PageTitle>
      <h1 className="text-2xl font-semibold">Décision de modération</h1>
      {statement.isPending ? (
        <Spinner />
      ) : statement.data ? (
        <StatementCard statement={statement.data} accessKey={key} />
      ) : (
        <p>
          Décision introuvable. Si elle vous concerne,{' '}
          <Link to="/auth" className="text-primary underline underline-offset-4">
            connectez-vous
          </Link>{' '}
          ou ouvrez le lien reçu par e-mail.
        </p>
      )}
    </div>
  );
}
