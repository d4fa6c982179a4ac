// First: refuses a Node older than package.json's engines before anything else loads.
import './platform/require-node';
import { existsSync } from 'node:fs';
import type pino from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, instanceLocalState, loadConfig, sharedState } from './config';
import { createContext, embeddedDatabaseDir } from './create-context';
import { renderDemoPictures, seedDemoData } from './db/seed/demo-data';
import { appJobs } from './jobs';
import { startMetricsServer } from './modules/metrics/metrics-server';
import { deliveryChannels } from './modules/notifications/delivery-channels';
import { startDeliveryWorker } from './modules/notifications/delivery-worker';
import { startStatementMatcher } from './modules/reconciliation/statement-matcher';
import { startScheduler } from './platform/jobs';
import { createLogger } from './platform/logger';
import { beginDraining, closeGracefully } from './platform/lifecycle';
import { openLogOutput } from './platform/log-output';
import { type RunStep, stopOnSignals } from './platform/shutdown';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, openLogOutput());
  const server: { running?: Promise<(step: RunStep) => Promise<void>> } = {};
  // Listened for before anything opens (the default action would kill the process at once):
  // a signal during start-up stops the server once it is up, within the deadline.
  stopOnSignals(async (step) => (await server.running)?.(step), {
    deadlineMs: config.drainMs + config.shutdownTimeoutMs,
    logger,
  });
  server.running = start(config, logger);
  await server.running;
}

/** Opens the database, starts the work in the background and listens; answers how to stop all that. */
async function start(config: Config, logger: pino.Logger): Promise<(step: RunStep) => Promise<void>> {
  // A new embedded database will be seeded: its pictures are drawn while it is created and migrated.
  const firstStart = !config.databaseUrl && !existsSync(embeddedDatabaseDir(config));
  const pictures = config.seedDemoData && firstStart ? renderDemoPictures() : undefined;
  pictures?.catch(() => undefined); // a failure surfaces when the seed awaits them
  const { ctx, close } = await createContext(config, logger);
  if (config.seedDemoData) await seedDemoData(ctx, logger, pictures);

  const app = await buildApp(ctx, { logger });
  const stopJobs = startScheduler(ctx.db, appJobs(ctx), logger);
  const stopDeliveries = startDeliveryWorker(ctx, deliveryChannels, logger);
  const stopMatcher = startStatementMatcher(ctx, logger);

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Boucles est prêt : ${config.publicUrl} (base de données : ${ctx.dbKind})`);
  const { port: metricsPort, host: metricsHost, token: metricsToken } = config.metrics;
  const metrics =
    metricsPort === undefined
      ? undefined
      : await startMetricsServer(
          ctx.metrics.registry,
          { port: metricsPort, host: metricsHost, token: metricsToken },
          logger,
        );
  if (metrics) logger.info(`Métriques : http://${metricsHost}:${metrics.port}/metrics`);
  const shared = sharedState(config);
  if (shared.length > 0) logger.info(`Partagé entre les instances — ${shared.join(' ; ')}`);
  for (const note of instanceLocalState(config)) logger.warn(`Propre à cette instance — ${note}`);

  return async (step) => {
    // The readiness probe fails first, so the load balancer stops sending before we stop listening.
    beginDraining(app);
    await step('drain', () => new Promise((resolve) => setTimeout(resolve, config.drainMs)));
    await step('http', () => closeGracefully(app));
    await step('metrics', async () => metrics?.close());
    await step('jobs', stopJobs);
    await step('deliveries', stopDeliveries);
    await step('statements', stopMatcher);
    await step('database', close);
  };
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
