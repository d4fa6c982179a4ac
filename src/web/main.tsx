import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { redirectLegacyHashUrl } from './app/legacy-hash-redirect';
import { preloadOnIntent } from './app/preload-on-intent';
import { createAppRouter } from './app/router';
import { captureInstallPrompt } from './features/install/hooks/install-prompt';
import { createQueryClient } from './lib/query-client';
import './styles.css';

// Order matters: the URL must be fixed before the router is created and reads it.
redirectLegacyHashUrl();
captureInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

const router = createAppRouter();
preloadOnIntent(router);

// Drawn once the first screen's code is there (its route is lazy): until then the page loader
// that index.html carries stays, and React draws the screen once, in a transition, so in slices
// of a few milliseconds that never block a slow phone's main thread long enough to delay a tap.
const render = () => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={createQueryClient()} router={router} />
      </StrictMode>,
    );
  });
};

if (router.state.initialized) render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
