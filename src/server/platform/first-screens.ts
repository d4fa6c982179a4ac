import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type SeededQuery = { queryKey: readonly unknown[]; data: unknown };

/**
 * What the app's server-side entry exports (src/web/app/first-screen.tsx, built into the web
 * build by scripts/vite-first-screens.ts): loaded from the build, as the server does not import
 * browser code.
 */
type ServerEntry = {
  setServerTransport(fetchForRequest: typeof fetch): void;
  renderFirstScreen(
    url: string,
    options: { withData: boolean },
  ): Promise<{ title: string | null; markup: string; queries: SeededQuery[] } | null>;
};

/** The visitor's own GET into the API, answered in-process with their cookies. */
export type VisitorFetch = (url: string) => Promise<Response>;

/** index.html with a page's first screen in place of the loader; `personal` when drawn with the visitor's answers. */
export type DrawnPage = { html: string; personal: boolean };

/** For a page, its HTML with the first screen drawn; null to serve index.html and its loader. */
export type FirstScreens = (
  pathname: string,
  search: string,
  visitorFetch: VisitorFetch | null,
) => Promise<DrawnPage | null>;

// Drawn once, the same for everyone: nothing above their fold comes from the API (the home's
// 'Nouveautés' are below it on a phone, and their answer is preloaded instead).
const PAGES_WITHOUT_DATA = new Set(['/']);
// The loader index.html carries until the app draws (page-loader.test.tsx keeps it equal).
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div><\/div>(?=\s*<noscript>)/;

// The request being drawn, for the entry's transport. One for the process: the entry is loaded
// once, and every app in the process (tests run several) points its transport here.
const requests = new AsyncLocalStorage<VisitorFetch>();

/**
 * Writes a page's first screen into its HTML (decisions 034 and 037), so that a phone paints it,
 * pictures included, before any script has run. The home is drawn once for all; a page that
 * draws from the API (the shop, a product: `visitorFetch` given) is drawn for its request with
 * that visitor's answers, which go into the page for the app to hydrate from. Null (index.html
 * and its loader) without a build of the entry, or when the page cannot be drawn: a missing
 * product, or an API that fails.
 */
export function loadFirstScreens(distDir: string, indexHtml: string, onError: (error: unknown) => void): FirstScreens {
  const entryFile = path.join(distDir, '.vite/ssr/first-screen.js');
  if (!existsSync(entryFile)) return async () => null;
  // Loaded beside the server's start, not before it: half a second on a small machine.
  const loading = import(pathToFileURL(entryFile).href).then((entry: ServerEntry) => {
    entry.setServerTransport(async (input, init) => {
      const visitorFetch = requests.getStore();
      if (!visitorFetch || (init?.method ?? 'GET') !== 'GET') throw new Error('A first screen only reads the API');
      return visitorFetch(String(input));
    });
    return entry;
  });
  const draw = async (url: string, visitorFetch: VisitorFetch | null): Promise<DrawnPage | null> => {
    try {
      const entry = await loading;
      const screen = visitorFetch
        ? await requests.run(visitorFetch, () => entry.renderFirstScreen(url, { withData: true }))
        : await entry.renderFirstScreen(url, { withData: false });
      if (!screen) return null;
      return { html: withFirstScreen(indexHtml, screen), personal: visitorFetch !== null };
    } catch (error) {
      onError(error);
      return null;
    }
  };
  const drawnOnce = new Map<string, Promise<DrawnPage | null>>();
  const once = (pathname: string) => {
    const page = drawnOnce.get(pathname) ?? draw(pathname, null);
    drawnOnce.set(pathname, page);
    return page;
  };
  // Drawn as soon as the entry is there, so that no visitor waits for it.
  PAGES_WITHOUT_DATA.forEach((pathname) => void once(pathname));
  return async (pathname, search, visitorFetch) => {
    if (PAGES_WITHOUT_DATA.has(pathname)) return once(pathname);
    return visitorFetch ? draw(search ? `${pathname}?${search}` : pathname, visitorFetch) : null;
  };
}

function withFirstScreen(
  indexHtml: string,
  { title, markup, queries }: { title: string | null; markup: string; queries: SeededQuery[] },
): string {
  if (!ROOT_ELEMENT.test(indexHtml)) throw new Error('index.html: <div id="root"> with the page loader not found');
  // Escaped by React already.
  const titled =
    title === null ? indexHtml : indexHtml.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  // JSON in an HTML data block: '<' escaped, so that no answer can close the element.
  const data = queries.length
    ? `<script type="application/json" id="first-screen-data">${JSON.stringify(queries).replace(/</g, '\\u003c')}</script>`
    : '';
  return titled.replace(ROOT_ELEMENT, () => `<div id="root" data-first-screen>${markup}</div>${data}`);
}

/**
 * The request the visitor's browser would otherwise make for the page's data, answered in-process:
 * their session cookie, their address (its rate limit), the API's own checks.
 */
export function visitorFetch(app: FastifyInstance, request: FastifyRequest): VisitorFetch {
  const forwarded = { cookie: request.headers.cookie, 'user-agent': request.headers['user-agent'] };
  return async (url) => {
    const response = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: { accept: 'application/json', ...pickDefined(forwarded) },
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: pickDefined({ 'content-type': response.headers['content-type']?.toString() }),
    });
  };
}

function pickDefined(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
