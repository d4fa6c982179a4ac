import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { OFFLINE_TITLE } from '@web/features/pwa/components/offline-banner';
import { useOnline } from '@web/features/pwa/hooks/use-online';
import { PageTitle } from '@web/components/page-title';

/**
 * Last resort when a screen throws. After a deploy, an old tab may fail to
 * download a screen's code; reloading fetches the new version.
 */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  // Offline, a screen whose code was never downloaded fails to load: that is no error of ours.
  const online = useOnline();

  return (
    <section role="alert" className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <PageTitle>{online ? 'Erreur — Boucles' : 'Hors ligne — Boucles'}</PageTitle>
      <h1 className="font-display text-2xl font-semibold">{online ? 'Une erreur est survenue' : OFFLINE_TITLE}</h1>
      <p className="text-muted-foreground">
        {online
          ? 'Rechargez la page ; si le problème continue, revenez plus tard.'
          : 'Cette page n’a pas encore été enregistrée sur votre appareil. Rechargez-la une fois la connexion revenue.'}
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
