import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { callbackMessages, callbackResultSchema } from '@shared/payments/payment-callback.schemas';
import type { AppContext } from '@server/context';
import { AppError, badRequest, notFound } from '@server/platform/errors';
import { checkSignature } from './callback-signature';
import { providerNamed } from './providers';
import { recordCallback } from './record-callback';

/** A provider's notification is a few hundred bytes; Wave's checkout session event is about 1 kB. */
const CALLBACK_MAX_BYTES = 64 * 1024;
/** Per address: a provider retries from a few addresses; a forger gets no further than a 401. */
const CALLBACKS_PER_MINUTE = 300;

function readJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest(`${callbackMessages.unreadable} : JSON attendu`, 'CALLBACK_UNREADABLE');
  }
}

/**
 * `POST /api/payments/callbacks/:provider` (decision 048). In its own plugin, so that the raw
 * body parser below serves this route only: the signature is over the exact bytes received.
 */
export async function paymentCallbackRoutes(app: FastifyInstance, ctx: AppContext) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/payments/callbacks/:provider',
    {
      // Authenticated by the provider's signature, not by a session: no cookie, no Origin.
      config: { access: 'public', csrfExempt: true, rateLimit: { max: CALLBACKS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary:
          "A payment provider's signed notification (Wave's Wave-Signature, or ours: X-Boucles-Signature t=<unix>,v1=<hex>)",
        params: z.object({ provider: z.string().max(40) }),
        response: { 200: callbackResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const provider = providerNamed(request.params.provider);
      const secret = provider ? ctx.config.paymentCallbackSecrets[provider.name] : undefined;
      // Never an unsigned callback: a provider without a secret is as unknown as a made-up one.
      if (!provider || !secret) throw notFound(callbackMessages.unknownProvider, 'PROVIDER_NOT_FOUND');
      const { adapter } = provider;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers[adapter.signatureHeader];
      const now = ctx.clock.now();
      const check = checkSignature(
        typeof header === 'string' ? header : undefined,
        (timestamp) => adapter.signedPayload(timestamp, body),
        secret,
        now,
      );
      if (check !== 'valid') {
        throw new AppError(
          'INVALID_SIGNATURE',
          check === 'stale' ? callbackMessages.stale : callbackMessages.badSignature,
          401,
        );
      }
      const payment = adapter.read(readJson(body), now);
      if (!payment) return { outcome: 'ignored' as const, orderNumber: null };
      return recordCallback(ctx, provider.name, adapter, payment);
    },
  );
}
