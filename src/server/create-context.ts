import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import type { AppContext } from './context';
import { type DatabaseHandle, openDatabase } from './db/connection';
import { acquireDataDirLock } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { type AuthOptions, createAuth } from './modules/auth/auth';
import { createAppMetrics } from './modules/metrics/app-metrics';
import { type Clock, systemClock } from './platform/clock';
import type { Logger } from './platform/logger';
import { createMailer, type Mailer } from './platform/mailer';
import {
  type RateLimitStore,
  instanceRateLimitStore,
  postgresRateLimitStore,
  redisRateLimitStore,
} from './platform/rate-limit-store';
import { createRealtime } from './platform/realtime';
import { resolveSecrets } from './platform/secrets';
import { createLocalStorage } from './platform/storage/local-storage';
import { createS3Storage } from './platform/storage/s3-storage';
import { type Storage, createUrlSigner } from './platform/storage/storage';

export type ContextOverrides = {
  database?: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  storage?: Storage;
  authRateLimits?: AuthOptions['rateLimits'];
  passwordHashing?: AuthOptions['passwordHashing'];
  rateLimitStore?: RateLimitStore;
};

/** Opens the database (PGlite under DATA_DIR unless DATABASE_URL is set), migrates it, wires the services. */
export async function createContext(
  config: Config,
  logger: Logger,
  overrides: ContextOverrides = {},
): Promise<{ ctx: AppContext; close(): Promise<void> }> {
  const database = overrides.database ?? (await openConfiguredDatabase(config, logger));
  await migrate(database.db);
  const secrets = resolveSecrets(config.dataDir, config.secrets);
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outboxDir: config.mail.outboxDir, logger });
  const clock = overrides.clock ?? systemClock;
  const auth = createAuth({
    db: database.db,
    secret: secrets.auth,
    publicUrl: config.publicUrl,
    extraOrigins: config.extraOrigins,
    mailer,
    rateLimits: overrides.authRateLimits ?? { signUp: { window: 3600, max: 20 } },
    addressLimit: config.signInAddressLimit,
    ...(overrides.passwordHashing ? { passwordHashing: overrides.passwordHashing } : {}),
    now: () => clock.now(),
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    auth,
    mailer,
    clock,
    secrets,
    storage: overrides.storage ?? createStorage(config.storage),
    signer: createUrlSigner(secrets.signing, () => clock.now()),
    realtime: await createRealtime(liveSource(database), logger),
    rateLimitStore: overrides.rateLimitStore ?? (await createRateLimitStore(config, database)),
    metrics: createAppMetrics({ db: database.db, poolUse: database.poolUse, clock, logger }),
  };
  return {
    ctx,
    close: async () => {
      await ctx.realtime.close();
      await ctx.rateLimitStore.close();
      mailer.close?.();
      await database.close();
    },
  };
}

/** Shared by every instance unless the embedded database makes this the only one. */
async function createRateLimitStore(config: Config, database: DatabaseHandle): Promise<RateLimitStore> {
  if (config.redisUrl) return redisRateLimitStore(config.redisUrl);
  return database.kind === 'postgres' ? postgresRateLimitStore(database.db) : instanceRateLimitStore();
}

function liveSource(database: DatabaseHandle) {
  if (database.pglite) return { pglite: database.pglite };
  if (database.url) return { url: database.url };
  throw new Error('the live bus needs the embedded engine or the server address');
}

/** Where the embedded database lives when DATABASE_URL is not set. */
export const embeddedDatabaseDir = (config: Config) => path.join(config.dataDir, 'pglite');

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR, locked to this process. */
export async function openConfiguredDatabase(config: Config, logger?: Logger): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return openDatabase({
      kind: 'postgres',
      url: config.databaseUrl,
      preparedStatements: config.preparedStatements,
      ...(config.databaseDirectUrl ? { directUrl: config.databaseDirectUrl } : {}),
    });
  }
  const dataDir = embeddedDatabaseDir(config);
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir, logger);
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      release();
    },
  };
}

function createStorage(options: Config['storage']): Storage {
  return options.driver === 'local' ? createLocalStorage(options.localDir) : createS3Storage(options);
}
