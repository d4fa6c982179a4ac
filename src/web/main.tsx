import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} router={router} />
  </StrictMode>,
);
