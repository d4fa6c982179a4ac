import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { accountRoutes } from './modules/account/account.routes';
import { accountingRoutes } from './modules/accounting/accounting.routes';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { adminLogRoutes } from './modules/admin-log/admin-log.routes';
import { adminOrderRoutes } from './modules/admin-orders/admin-orders.routes';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes';
import { authOpenapiPaths, twoFactorChallengeScheme } from './modules/auth/auth-openapi';
import { authRoutes } from './modules/auth/auth.routes';
import { productRoutes } from './modules/catalogue/products.routes';
import { earningsRoutes } from './modules/earnings/earnings.routes';
import { favouriteRoutes } from './modules/favourites/favourites.routes';
import { lotRoutes } from './modules/lots/lots.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { registerHttpMetrics } from './modules/metrics/http-metrics';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { receiptRoutes } from './modules/orders/receipt.routes';
import { paymentCallbackRoutes } from './modules/payment-callbacks/payment-callbacks.routes';
import { payoutRoutes } from './modules/payouts/payouts.routes';
import { taxReportRoutes } from './modules/tax-reports/tax-reports.routes';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { pushRoutes } from './modules/push/push.routes';
import { referralRoutes } from './modules/referrals/referrals.routes';
import { reportQueueRoutes } from './modules/report-queue/report-queue.routes';
import { noticesRoutes } from './modules/notices/notices.routes';
import { statementsRoutes } from './modules/statements/statements.routes';
import { returnRoutes } from './modules/returns/returns.routes';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { selfCheckRoutes } from './modules/self-checks/self-checks.routes';
import { sellerStatusRoutes } from './modules/seller-status/seller-status.routes';
import { sellerRoutes } from './modules/sellers/sellers.routes';
import { holidayRoutes } from './modules/sellers/holiday.routes';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes';
import { supplementRoutes } from './modules/supplements/supplements.routes';
import { apiDocs } from './modules/system/api-docs';
import { systemRoutes } from './modules/system/system.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import { registerCompression } from './platform/compression';
import { registerCsrfProtection } from './platform/csrf';
import { registerEventStreams } from './platform/event-stream';
import { registerErrorHandler } from './platform/error-handler';
import { registerLifecycle } from './platform/lifecycle';
import { registerLiveStreams } from './platform/live-streams';
import { registerBodyDeadlines, serverTimeouts } from './platform/request-timeouts';
import { liveSessions } from './modules/auth/live-sessions';
import { openapiOptions } from './platform/openapi/openapi-options';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes';
import { registerJsonBodyParser } from './platform/json-body';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerWebApp } from './platform/web-app';
import { registerRequestIdHeader, requestIdGenerator } from './platform/request-id';
import { requestLogController } from './platform/request-logging';
import { catalogueDataUrl } from './modules/catalogue/page-data';
import { pageHeads } from './modules/seo/page-heads';
import { seoRoutes } from './modules/seo/seo.routes';
import { termsRoutes } from './modules/terms/terms.routes';

export type AppOptions = {
  logger?: FastifyBaseLogger;
  /** Requests per minute per address on the whole API (API_RATE_LIMIT otherwise). */
  apiRateLimit?: number;
  webDistDir?: string;
};

/** Builds the app without listening: main.ts serves it, tests call `app.inject()`. */
export async function buildApp(ctx: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Read by genReqId, from a trusted proxy only.
    requestIdHeader: false,
    genReqId: requestIdGenerator(ctx.config.trustProxy),
    ...requestLogController(ctx.config.env),
    ...serverTimeouts(ctx.config.timeouts),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every answer says its id, refusals and errors included, and is counted.
  registerRequestIdHeader(app);
  registerHttpMetrics(app, ctx.metrics.registry);

  // Outside wiring first.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(ctx) },
    // Over plain http (a developer's machine) HSTS would pin localhost to https for a year.
    strictTransportSecurity: ctx.config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000 } : false,
  });
  await app.register(rateLimit, {
    ...ctx.rateLimitStore.pluginOptions,
    max: options.apiRateLimit ?? ctx.config.apiRateLimit,
    timeWindow: '1 minute',
    // Pages, scripts and images are cheap and many per screen; only the API is limited.
    allowList: (request) => !request.routeOptions.url?.startsWith('/api/'),
  });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 8 } });
  registerBodyDeadlines(app, ctx.config.timeouts);
  // Before every route: it hooks the routes declared after it.
  await registerCompression(app);
  await app.register(
    swagger,
    openapiOptions(ctx.config.publicUrl, {
      paths: authOpenapiPaths(),
      securitySchemes: { twoFactorChallenge: twoFactorChallengeScheme },
    }),
  );

  // Then our platform pieces.
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerCsrfProtection(app, [ctx.config.publicUrl, ...ctx.config.extraOrigins]);
  registerEventStreams(app);
  registerLiveStreams(app, ctx.config.liveStreams, (ids) => liveSessions(ctx.db, ids, ctx.clock.now()));
  registerLifecycle(app);

  // Then the features.
  await app.register(systemRoutes, ctx);
  await app.register(metricsRoutes, ctx);
  await app.register(apiDocs, ctx);
  await app.register(authRoutes, { auth: ctx.auth });
  await app.register(accountRoutes, ctx);
  await app.register(mediaRoutes, ctx);
  await app.register(productRoutes, ctx);
  await app.register(moderationRoutes, ctx);
  await app.register(sellerRoutes, ctx);
  await app.register(holidayRoutes, ctx);
  await app.register(profileRoutes, ctx);
  await app.register(sellerStatusRoutes, ctx);
  await app.register(orderRoutes, ctx);
  await app.register(lotRoutes, ctx);
  await app.register(receiptRoutes, ctx);
  await app.register(adminOrderRoutes, ctx);
  await app.register(supplementRoutes, ctx);
  await app.register(reconciliationRoutes, ctx);
  await app.register(paymentCallbackRoutes, ctx);
  await app.register(verificationRoutes, ctx);
  await app.register(reportQueueRoutes, ctx);
  await app.register(noticesRoutes, ctx);
  await app.register(statementsRoutes, ctx);
  await app.register(adminUserRoutes, ctx);
  await app.register(adminLogRoutes, ctx);
  await app.register(addressRoutes, ctx);
  await app.register(payoutRoutes, ctx);
  await app.register(earningsRoutes, ctx);
  await app.register(taxReportRoutes, ctx);
  await app.register(accountingRoutes, ctx);
  await app.register(reviewRoutes, ctx);
  await app.register(referralRoutes, ctx);
  await app.register(returnRoutes, ctx);
  await app.register(selfCheckRoutes, ctx);
  await app.register(notificationRoutes, ctx);
  await app.register(pushRoutes, ctx);
  await app.register(messagingRoutes, ctx);
  await app.register(offersRoutes, ctx);
  await app.register(favouriteRoutes, ctx);
  await app.register(savedSearchRoutes, ctx);
  await app.register(termsRoutes, ctx);
  await app.register(seoRoutes, ctx);
  await app.register(devOutboxRoutes, ctx);

  await registerWebApp(app, options.webDistDir ?? path.resolve('dist/web'), pageHeads(ctx), catalogueDataUrl);
  return app;
}

function contentSecurityPolicy(ctx: AppContext) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // sonner and Radix set styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigin(ctx)],
    mediaSrc: ["'self'", 'blob:', ...mediaOrigin(ctx)],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: ctx.config.publicUrl.startsWith('https://') ? [] : null,
  };
}

/** The bucket or CDN that public media redirect to (S3_PUBLIC_URL), allowed as a source of pictures and videos. */
function mediaOrigin(ctx: AppContext): string[] {
  const { storage } = ctx.config;
  return storage.driver === 's3' && storage.publicUrl ? [new URL(storage.publicUrl).origin] : [];
}
