import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@web/components/ui/button';

/**
 * Last resort when a screen throws. After a deploy, an old tab may fail to
 * download a screen's code; reloading fetches the new version.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  const status = isRouteErrorResponse(error) ? error.status : null;

  return (
    <section role="alert" className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <title>Erreur — Boucles</title>
      <h1 className="font-display text-2xl font-semibold">Une erreur est survenue</h1>
      <p className="text-muted-foreground">
        {status ? `Erreur ${status}. ` : ''}Rechargez la page ; si le problème continue, revenez plus tard.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Recharger la page</Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Retour à l'accueil
          </Link>
        </Button>
      </div>
    </section>
  );
}
