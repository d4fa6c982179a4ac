import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, instanceLocalState, loadConfig, sharedState } from './config';
import { createContext, embeddedDatabaseDir } from './create-context';
import { renderDemoPictures, seedDemoData } from './db/seed/demo-data';
import { appJobs } from './jobs';
import { deliveryChannels } from './modules/notifications/delivery-channels';
import { startDeliveryWorker } from './modules/notifications/delivery-worker';
import { startScheduler } from './platform/jobs';
import { createLogger } from './platform/logger';
import { beginDraining, closeGracefully } from './platform/lifecycle';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // A new embedded database will be seeded: its pictures are drawn while it is created and migrated.
  const firstStart = !config.databaseUrl && !existsSync(embeddedDatabaseDir(config));
  const pictures = config.seedDemoData && firstStart ? renderDemoPictures() : undefined;
  pictures?.catch(() => undefined); // a failure surfaces when the seed awaits them
  const { ctx, close } = await createContext(config, logger);
  if (config.seedDemoData) await seedDemoData(ctx, logger, pictures);

  const app = await buildApp(ctx, { logger });
  const stopJobs = startScheduler(ctx.db, appJobs(ctx), logger);
  const stopDeliveries = startDeliveryWorker(ctx, deliveryChannels, logger);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), config.drainMs + 10_000).unref();
    // The readiness probe fails first, so the load balancer stops sending before we stop listening.
    beginDraining(app);
    await new Promise((resolve) => setTimeout(resolve, config.drainMs));
    const started = performance.now();
    const step = async (name: string, run: () => Promise<unknown>) => {
      await run();
      logger.info({ step: name, ms: Math.round(performance.now() - started) }, 'shutdown step done');
    };
    await step('http', () => closeGracefully(app));
    await step('jobs', stopJobs);
    await step('deliveries', stopDeliveries);
    await step('database', close);
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Boucles est prêt : ${config.publicUrl} (base de données : ${ctx.dbKind})`);
  const shared = sharedState(config);
  if (shared.length > 0) logger.info(`Partagé entre les instances — ${shared.join(' ; ')}`);
  for (const note of instanceLocalState(config)) logger.warn(`Propre à cette instance — ${note}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
