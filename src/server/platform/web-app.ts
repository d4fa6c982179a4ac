import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './error-handler';
import { loadFirstScreens, visitorFetch } from './first-screens';
import { type ContentEncoding, compressText, negotiateEncoding } from './negotiate-encoding';
import type { PageCache } from './page-cache';
import { type PageHeadResolver, escapeHtml, injectPageMeta } from './page-meta';
import { loadScreenPreloads, memberScreenData } from './screen-preloads';

/** The API answer a page's first screen draws from, preloaded from its head; null for none. */
export type PageDataResolver = (pathname: string, search: URLSearchParams) => string | null;

/** Visitors' drawn pages, kept (decision 068): who counts as a visitor, and under which address a page is kept. */
export type VisitorPages = {
  cache: PageCache;
  isVisitor: (headers: IncomingHttpHeaders) => boolean;
  /** Null for a page drawn for its request only. */
  cacheKey: (pathname: string, search: URLSearchParams) => string | null;
};

/**
 * Serves the built single-page app: hashed assets cached for a year (precompressed ones
 * too), every other page answered with index.html so the browser router can draw it
 * (compressed on the fly by compression.ts), with the page's own head. An address the app has
 * no screen for, or a product or seller a visitor cannot see, is a 404 (decision 053). API
 * paths and /metrics stay JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dir: string,
  pageHead: PageHeadResolver,
  pageData: PageDataResolver,
  visitorPages: VisitorPages,
) {
  const distDir = path.resolve(dir);
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  const screenPreloads = loadScreenPreloads(distDir);
  const firstScreen = loadFirstScreens(distDir, indexHtml, (error) =>
    app.log.error({ err: error }, 'first screen not drawn: the page goes with its loader'),
  );
  // A few variants (one per landing screen, one for the rest), each compressed once.
  const compressedPages = new Map<string, Buffer>();
  const compressedPage = (html: string, encoding: 'br' | 'gzip') => {
    const key = `${encoding}:${html}`;
    const cached = compressedPages.get(key) ?? compressText(html, encoding, 'once');
    compressedPages.set(key, cached);
    return cached;
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes x.br and x.gz beside each script and style (scripts/precompress.ts):
      // served as they are to browsers that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    // A file that is not there (a script of a version since replaced) is a 404, not the page:
    // served as a script, the page would fail as one with a misleading type error.
    const isFile = pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
    // /metrics is the operator's (platform/metrics): where it is not served, a plain 404, never the app.
    const isPage = request.method === 'GET' && !isFile && !/^\/(api|media|metrics)(\/|$)/.test(pathname);
    if (hasBuild && isPage) {
      const params = new URLSearchParams(search);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const visitor = visitorPages.isVisitor(request.headers);
      // A visitor's drawn shop or product page, kept a few seconds for the next visitors (decision 068).
      const cacheKey = visitor ? visitorPages.cacheKey(pathname, params) : null;
      const cached = cacheKey === null ? undefined : visitorPages.cache.get(cacheKey);
      if (cached) return sendVisitorPage(reply, cached.body, encoding, () => cached.html);
      const mark = visitorPages.cache.mark();
      const { status, meta, shared } = await pageHead(pathname, params);
      // A 404 is not drawn: the app draws its own 'not found' state.
      const dataUrl = status === 200 ? pageData(pathname, params) : null;
      const drawn =
        status === 200 ? await firstScreen(pathname, search, dataUrl ? visitorFetch(app, request) : null) : null;
      // Drawn with the visitor's answers, the page carries them; otherwise the app asks at once.
      const personal = drawn?.personal === true;
      // A member's screen draws in the browser: its answers travel beside its code (issue 35).
      const memberData = visitor ? '' : memberScreenData(pathname).map(dataPreload).join('');
      const page = injectHead(
        drawn?.html ?? indexHtml,
        screenPreloads(pathname, !visitor) + (personal ? '' : dataPreload(dataUrl)) + memberData,
      );
      const headed = meta ? injectPageMeta(page, meta) : page;
      // Said before any script runs, so the navigation bar keeps a place for the bell (navbar.tsx).
      const html = visitor ? headed : headed.replace(/<html(?=[\s>])/, '<html data-member');
      if (cacheKey !== null && personal) {
        visitorPages.cache.set(cacheKey, html, mark);
        const kept = visitorPages.cache.get(cacheKey);
        if (kept) return sendVisitorPage(reply, kept.body, encoding, () => kept.html);
      }
      // A page drawn with a visitor's answers (what they may see) is theirs alone.
      reply.status(status).header('cache-control', personal ? 'private, no-cache' : 'no-cache');
      reply.header('vary', personal ? 'accept-encoding, cookie' : 'accept-encoding').type('text/html');
      if (!encoding) return reply.send(html);
      // Not a route, so compression.ts's hook does not reach here: compressed by hand. A page
      // that names what the visitor asked for (a product, a seller, the shop's filters) is
      // compressed for its request and never kept here, so that no visitor can fill the server's
      // memory with pages; the few others (one per landing screen, the 404) once for all.
      const body = !shared || dataUrl ? compressText(html, encoding, 'per-request') : compressedPage(html, encoding);
      return reply.header('content-encoding', encoding).send(body);
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `Route introuvable : ${request.method} ${pathname}`, request.id));
  });
}

/**
 * A page kept for visitors: the same for every one of them, so no longer private, but it varies
 * with the cookie (a signed-in request gets its own), and is asked for again at each visit.
 */
function sendVisitorPage(
  reply: FastifyReply,
  body: (encoding: ContentEncoding) => Buffer,
  encoding: ContentEncoding | undefined,
  html: () => string,
) {
  reply.status(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').type('text/html');
  return encoding ? reply.header('content-encoding', encoding).send(body(encoding)) : reply.send(html());
}

// Same URL, mode and credentials as apiFetch's request, so the app takes the preloaded answer.
function dataPreload(url: string | null): string {
  return url ? `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="anonymous">` : '';
}

function injectHead(html: string, tags: string): string {
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}
