import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';
import { type PageMetaResolver, injectPageMeta } from './page-meta';

/**
 * Serves the built single-page app: hashed assets cached for a year, every other page
 * answered with index.html so the browser router can draw it. API paths stay JSON.
 */
export async function registerWebApp(app: FastifyInstance, dir: string, pageMeta: PageMetaResolver) {
  const distDir = path.resolve(dir);
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !/^\/(api|media)(\/|$)/.test(request.url);
    if (hasBuild && isPage) {
      const meta = await pageMeta(request.url.split('?')[0] ?? '/');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(meta ? injectPageMeta(indexHtml, meta) : indexHtml);
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `Route introuvable : ${request.method} ${request.url.split('?')[0]}`));
  });
}
