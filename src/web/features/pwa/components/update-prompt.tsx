import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@web/components/ui/button';

/**
 * Registers the service worker and, when a new version of the app is waiting, offers to switch
 * now: without it the new version would wait until every tab of the app was closed.
 * Loaded after the first screen (see app.tsx), as nothing here is needed to show it.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!needRefresh) return null;
  return (
    // Not a dialog: it takes no focus and blocks nothing; the status role has it announced.
    <section
      role="status"
      aria-labelledby="update-prompt-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-lg sm:flex-row sm:items-center"
    >
      <div className="flex-1">
        <p id="update-prompt-title" className="font-semibold">
          Nouvelle version disponible
        </p>
        <p id="update-prompt-text" className="text-sm text-muted-foreground">
          Rechargez la page pour passer à la dernière version de Boucles.
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={() => setNeedRefresh(false)}>
          Plus tard
        </Button>
        <Button onClick={() => void updateServiceWorker(true)}>Recharger</Button>
      </div>
    </section>
  );
}
