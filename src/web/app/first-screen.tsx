import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Query, QueryBooleanOption, QueryClient } from '@tanstack/react-query';
import { ApiError, transport } from '@web/lib/api-client';
import { createQueryClient, type SeededQuery } from '@web/lib/query-client';
import { sessionQueryKey } from '@web/lib/session';
import { App } from './app';
import { preloadPath } from './lazy-screen';
import { appRoutes } from './routes';

const CLIENT_RENDERED = '<!--$!-->';
const MAX_PASSES = 20;

/** `title`: the page's <title> as React wrote it (escaped), for the head; null if it has none. */
export type FirstScreen = { title: string | null; markup: string; queries: SeededQuery[] };

/**
 * The server's entry into the app (built into the web build's .vite/ssr by
 * scripts/vite-first-screens.ts): its API calls go through `fetchForRequest`, which the server
 * points at the request being answered.
 */
export function setServerTransport(fetchForRequest: typeof fetch) {
  transport.fetch = fetchForRequest;
}

/**
 * A page's first screen, as React draws it in the browser, for the phone to paint with the HTML
 * before any script has run; main.tsx then hydrates it (decisions 034 and 037).
 * Without data (the home), queries stay loading: skeletons, the same for every visitor. With data
 * (the shop, a product), every query the screen starts is answered through the server
 * transport, and returned for the browser's cache. Null when one fails (a missing product): the
 * browser draws that page itself. The session stays unknown in both: what depends on it (the
 * account menu, the moderation menu, the heart) comes with the app, when it can answer a tap,
 * and the page carries none of the visitor's own details.
 */
export async function renderFirstScreen(url: string, { withData }: { withData: boolean }): Promise<FirstScreen | null> {
  const [pathname = '/'] = url.split('?', 1);
  await preloadPath(appRoutes, pathname);
  const queryClient = createQueryClient();
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const draw = () =>
    renderToString(
      <StrictMode>
        <App queryClient={queryClient} Router={Router} />
      </StrictMode>,
    );
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const html = draw();
    // A lazy part met for the first time (the home's 'Nouveautés') starts loading and is left to the
    // browser ('<!--$!-->'); drawn again once loaded, the page holds it as it first shows.
    if (html.includes(CLIENT_RENDERED)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    const unanswered = withData ? queriesToAnswer(queryClient) : [];
    if (unanswered.length === 0) return { ...splitHoisted(html), queries: answers(queryClient) };
    const failed = await Promise.all(unanswered.map(answer)).then((results) => results.includes(false));
    if (failed) return null;
  }
  throw new Error(`${url}: the first screen was still loading after ${MAX_PASSES} passes`);
}

// Started by the screen (drawing on the server only builds a query) and not switched off.
function queriesToAnswer(queryClient: QueryClient): Query[] {
  const session = queryClient.getQueryCache().find({ queryKey: sessionQueryKey, exact: true });
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query === session) return false;
      // The observer's options, which the query keeps (the cache built it from them).
      const { enabled } = query.options as {
        enabled?: QueryBooleanOption<unknown, Error, unknown, readonly unknown[]>;
      };
      const on = typeof enabled === 'function' ? enabled(query) : enabled;
      return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && on !== false;
    });
}

// Once, without the browser's retry: a failure lets the browser draw the page.
async function answer(query: Query): Promise<boolean> {
  try {
    await query.fetch({ ...query.options, retry: false });
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

function answers(queryClient: QueryClient): SeededQuery[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(({ state }) => state.status === 'success')
    .map(({ queryKey, state }) => ({ queryKey, data: state.data }));
}

// What React writes ahead of the markup: the preloads of the pictures it met (the page's head has
// its own) and the screen's <title>, which belongs in the head.
function splitHoisted(html: string): Pick<FirstScreen, 'title' | 'markup'> {
  const [, hoisted = '', markup = ''] = /^((?:<link [^>]*\/>|<title>[^<]*<\/title>)*)([\s\S]*)$/.exec(html) ?? [];
  return { title: /<title>([^<]*)<\/title>/.exec(hoisted)?.[1] ?? null, markup };
}
