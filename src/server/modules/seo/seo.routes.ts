import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import type { AppContext } from '@server/context';
import { robotsTxt } from './robots';
import { type SitemapKind, kindSitemap, pagesSitemap, sitemapIndex } from './sitemap';

// Search engines come back often; a few minutes' delay before a new listing shows there is fine.
const CACHE_SECONDS = 300;

const textAnswer = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});
const xml = (description: string) => textAnswer('application/xml', description);
// These addresses are written whole in robots.txt and the index: anything added to them is a mistake.
const noQuery = z.object({}).strict();
const fromQuery = z.object({ from: z.uuid({ error: 'Page de sitemap inconnue' }).optional() }).strict();

// Written as it is read: the declared answer (a string) describes the bytes, not the value sent.
const sendStream = (reply: FastifyReply, stream: Readable) => reply.send(stream);

/** robots.txt and the sitemaps, from the database (decision 053). Not the app's pages. */
export async function seoRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search engines'];
  const siteUrl = ctx.config.publicUrl;
  // The index steps through every listed product: computed once per few minutes per process.
  let index: { xml: Promise<string>; until: number } | null = null;
  const cachedIndex = () => {
    const now = ctx.clock.now().getTime();
    if (!index || index.until <= now) {
      const xml = sitemapIndex(ctx.db, siteUrl);
      index = { xml, until: now + CACHE_SECONDS * 1000 };
      // A failed read is not kept: the next request tries again.
      xml.catch(() => (index = null));
    }
    return index.xml;
  };

  api.get(
    '/robots.txt',
    {
      schema: {
        tags,
        summary: 'What search engines may read, and where the sitemap is',
        querystring: noQuery,
        response: { 200: textAnswer('text/plain', 'robots.txt'), 400: apiErrorSchema },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', `public, max-age=${CACHE_SECONDS}`)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(siteUrl)),
  );

  api.get(
    '/sitemap.xml',
    {
      schema: {
        tags,
        summary: 'Sitemap index: the pages of every sitemap',
        querystring: noQuery,
        response: { 200: xml('A sitemap index'), 400: apiErrorSchema },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', `public, max-age=${CACHE_SECONDS}`)
        .type('application/xml; charset=utf-8')
        .send(await cachedIndex()),
  );

  api.get(
    '/sitemaps/pages.xml',
    {
      schema: {
        tags,
        summary: 'Sitemap of the home and the shop',
        querystring: noQuery,
        response: { 200: xml('A sitemap'), 400: apiErrorSchema },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', `public, max-age=${CACHE_SECONDS}`)
        .type('application/xml; charset=utf-8')
        .send(await pagesSitemap(ctx.db, siteUrl)),
  );

  const kindRoute = (kind: SitemapKind, summary: string) =>
    api.get(
      `/sitemaps/${kind}.xml`,
      {
        schema: {
          tags,
          summary,
          querystring: fromQuery,
          response: { 200: xml('A sitemap of at most 50,000 addresses'), 400: apiErrorSchema },
        },
      },
      async (request, reply) =>
        sendStream(
          reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`).type('application/xml; charset=utf-8'),
          Readable.from(kindSitemap(ctx.db, siteUrl, kind, request.query.from ?? null)),
        ),
    );
  kindRoute('products', 'Sitemap of listed products, from one id of the index, with their last update');
  kindRoute('sellers', 'Sitemap of public seller pages, from one id of the index');
}
