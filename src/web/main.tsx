import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { redirectLegacyHashUrl } from './app/legacy-hash-redirect';
import { preloadOnIntent } from './app/preload-on-intent';
import { preloadPath } from './app/lazy-screen';
import { appRoutes } from './app/routes';
import { captureInstallPrompt } from './features/install/hooks/install-prompt';
import { createQueryClient, type SeededQuery, seedQueries } from './lib/query-client';
import './styles.css';

// Order matters: the URL must be fixed before the screen's code is chosen from it.
redirectLegacyHashUrl();
captureInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

preloadOnIntent(appRoutes);

// Drawn once the first screen's code is there (its route is lazy): until then the page loader
// that index.html carries stays, and React draws the screen once, in a transition, so in slices
// of a few milliseconds that never block a slow phone's main thread long enough to delay a tap.
// A page the server wrote with its first screen (app/first-screen.tsx) is hydrated: React adopts
// the elements already painted instead of drawing them again, from the answers they were drawn with.
const render = () => {
  const queryClient = createQueryClient();
  const answers = document.getElementById('first-screen-data')?.textContent;
  if (answers) seedQueries(queryClient, JSON.parse(answers) as SeededQuery[]);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  startTransition(() => {
    if (root.hasAttribute('data-first-screen')) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
};

// A failed download is drawn too: the screen tries again, then shows RouteError.
preloadPath(appRoutes, location.pathname).then(render, render);
