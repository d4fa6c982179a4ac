import { WifiOff } from 'lucide-react';
import { useOnline } from '../hooks/use-online';

export const OFFLINE_TITLE = 'Vous êtes hors ligne';

/** Said once, at the top of every screen, instead of each request failing with its own error. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-foreground px-4 py-2 text-center text-sm text-background">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong>{OFFLINE_TITLE}</strong> : les pages déjà consultées restent visibles, le reste reviendra avec la
            connexion.
          </span>
        </p>
      )}
    </div>
  );
}
