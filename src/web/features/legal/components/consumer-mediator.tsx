import { usePublicConfig } from '@web/lib/public-config';

/** The mediator from the server's configuration (Code de la consommation L612-1), or plainly none. */
export function ConsumerMediator() {
  const { data, isPending } = usePublicConfig();
  if (isPending) return null;
  const mediator = data?.mediator;
  if (!mediator) {
    return (
      <p className="rounded-lg border border-border bg-muted p-3">
        Aucun médiateur de la consommation n'est encore désigné pour Boucles. En attendant, adressez vos réclamations au
        support.
      </p>
    );
  }
  return (
    <div className="rounded-lg border border-border bg-muted p-3">
      <p>
        Médiateur : <strong>{mediator.name}</strong>
      </p>
      <p className="mt-1 whitespace-pre-line">
        Par courrier : <span>{mediator.address}</span>
      </p>
      {mediator.website ? (
        <p className="mt-1">
          En ligne :{' '}
          <a href={mediator.website} className="break-all text-primary underline underline-offset-4" rel="noopener">
            {mediator.website}
          </a>
        </p>
      ) : null}
    </div>
  );
}
