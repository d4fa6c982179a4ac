import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { requireAdmin } from '../auth/current-user';

/**
 * The API document, browsable at /api/docs (Swagger UI, served from our origin: the page's
 * scripts are files, so our CSP holds). In production only administrators may open it;
 * /api/openapi.json itself stays public, for partners generating a client.
 */
export async function apiDocs(app: FastifyInstance, ctx: AppContext) {
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: false,
    uiConfig: { docExpansion: 'list', deepLinking: true, withCredentials: true },
    uiHooks: {
      onRequest: async (request) => {
        if (ctx.config.env === 'production') await requireAdmin(request, ctx);
      },
    },
  });
}
