import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createQueryClient } from '@web/lib/query-client';
import { App } from './app';
import { preloadPath } from './lazy-screen';
import { appRoutes } from './routes';

const CLIENT_RENDERED = '<!--$!-->';
const MAX_PASSES = 20;

/**
 * A page as React first draws it in the browser: no data yet (the session pending, queries
 * loading, so skeletons). Written into the page at build time
 * (scripts/vite-first-screens.ts), so that a phone paints the screen with the HTML, before any
 * script has run; main.tsx then hydrates it (decision 034).
 */
export async function renderFirstScreen(pathname: string): Promise<string> {
  await preloadPath(appRoutes, pathname);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={pathname}>{children}</StaticRouter>;
  const draw = () =>
    renderToString(
      <StrictMode>
        <App queryClient={createQueryClient()} Router={Router} />
      </StrictMode>,
    );
  // A pass that meets a lazy part (the home's 'Nouveautés', the toaster) starts loading it and
  // leaves it to the browser ('<!--$!-->'); drawn again once loaded, the page holds it as it first
  // shows (a skeleton), and the browser hydrates it when its code is there instead of redrawing.
  for (let pass = 1; ; pass++) {
    const html = draw();
    if (!html.includes(CLIENT_RENDERED)) return withoutPreloads(html);
    if (pass === MAX_PASSES) throw new Error(`${pathname}: a lazy part did not load for the first screen`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// The preloads React writes for the pictures it met: the page's head has its own.
const withoutPreloads = (html: string) => html.replace(/^(<link [^>]*\/>)+/, '');
