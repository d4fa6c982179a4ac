import { InstallGuide } from '@web/features/install/components/install-guide';
import { PageTitle } from '@web/components/page-title';

export function InstallPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <PageTitle>Installer l'app — Boucles</PageTitle>
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold">Installer l'app</h1>
        <p className="text-muted-foreground">
          Ajoutez Boucles à votre écran d'accueil : elle s'ouvre comme une application, en plein écran, et se charge
          vite même avec une connexion faible.
        </p>
      </div>
      <InstallGuide />
    </div>
  );
}
