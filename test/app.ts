import type { PGlite } from '@electric-sql/pglite';
import webpush from 'web-push';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { AppContext } from '@server/context';
import { createContext } from '@server/create-context';
import { type Db, openDatabase } from '@server/db/connection';
import { fixedClock } from '@server/platform/clock';
import { createLogger } from '@server/platform/logger';
import type { Mail, Mailer } from '@server/platform/mailer';
import type { RateLimitStore } from '@server/platform/rate-limit-store';
import { checkAnswersAgainstDocument } from './contract';
import { openTestDatabase } from './database';
import { fastPasswordHashing } from './fast-password-hashing';
import { TEST_CALLBACK_SECRETS } from './payment-provider';

export const TEST_ORIGIN = 'http://localhost:3000';

// Made once per test process: no key pair, even a test one, lives in the repository.
const testVapidKeys = webpush.generateVAPIDKeys();

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  mails: Mail[];
  /** Mail to these addresses is dropped: createUser's confirmation link, for an address it marks confirmed. */
  mutedRecipients: Set<string>;
  clock: ReturnType<typeof fixedClock>;
  /** Set on PostgreSQL: where a second instance would connect. */
  databaseUrl?: string;
  /** Set on PGlite: the engine itself (backups dump it). */
  pglite?: PGlite;
  close(): Promise<void>;
};

const silentLogger = { info() {}, warn() {}, error() {}, debug() {} };

/** One app per test file on its own cloned database, with mail captured in memory. */
type TestAppOptions = {
  /** Failed sign-ins allowed from one address (a very high number unless told). */
  signInLimit?: number;
  /** For browser tests: the address the app will listen on, and the built web app to serve. */
  publicUrl?: string;
  webDistDir?: string;
  /** API requests per minute per address (the app's default otherwise). */
  apiRateLimit?: number;
  /** A real transport (an SMTP server of the test's) instead of capturing mail in memory. */
  mailer?: Mailer;
  /** Where the API rate limit counts (by default, as the database kind decides). */
  rateLimitStore?: (db: Db) => Promise<RateLimitStore> | RateLimitStore;
  /** A second instance on the first one's PostgreSQL database (close it before the first). */
  sameDatabaseAs?: TestApp;
  /** More environment, over the test defaults (e.g. STORAGE_DRIVER=s3 and startS3Server's settings). */
  env?: Record<string, string>;
  /** Where the app's log goes, every level, through the production logger (silent otherwise). */
  logTo?: DestinationStream;
  /** Routes of the test's own (a route that fails on purpose), added before the app is ready. */
  extraRoutes?: (app: FastifyInstance) => void;
};

function muting(mailer: Mailer, muted: Set<string>): Mailer {
  return { ...mailer, send: (mail) => (muted.has(mail.to) ? Promise.resolve() : mailer.send(mail)) };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/data-${process.pid}-${Math.random().toString(36).slice(2)}`,
    PUBLIC_URL: options.publicUrl ?? TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    SIGNING_SECRET: 'test-signing-test-signing-test-signing-01',
    // The push service the tests' browsers subscribe at (no real one is reached offline).
    PUSH_SERVICE_HOSTS: 'push.example.test',
    // Given like the other secrets, so no test writes DATA_DIR/secrets.json (secrets.test.ts covers that).
    VAPID_PUBLIC_KEY: testVapidKeys.publicKey,
    VAPID_PRIVATE_KEY: testVapidKeys.privateKey,
    // Tests sign in from few addresses; the ones about this limit set it.
    SIGN_IN_ADDRESS_MAX_FAILURES: String(options.signInLimit ?? 10_000),
    // The payment providers' stand-in signs with these (test/payment-provider.ts).
    PAYMENT_CALLBACK_SECRET_WAVE: TEST_CALLBACK_SECRETS.wave,
    PAYMENT_CALLBACK_SECRET_GENERIC: TEST_CALLBACK_SECRETS.generic,
    ...options.env,
  });
  const mails: Mail[] = [];
  const mutedRecipients = new Set<string>();
  const clock = fixedClock(new Date());
  const sharedUrl = options.sameDatabaseAs?.databaseUrl;
  const database = sharedUrl ? await openDatabase({ kind: 'postgres', url: sharedUrl }) : await openTestDatabase();
  const logger = options.logTo ? createLogger('trace', options.logTo) : undefined;
  const { ctx, close } = await createContext(config, logger ?? silentLogger, {
    database,
    clock,
    mailer: muting(
      options.mailer ?? {
        transport: 'outbox',
        send: async (mail) => void mails.push(mail),
      },
      mutedRecipients,
    ),
    authRateLimits: { signUp: { window: 60, max: 10_000 } },
    passwordHashing: fastPasswordHashing,
    ...(options.rateLimitStore ? { rateLimitStore: await options.rateLimitStore(database.db) } : {}),
  });
  const app = await buildApp(ctx, {
    ...(logger ? { logger } : {}),
    webDistDir: options.webDistDir ?? '.tmp/no-web-build',
    ...(options.apiRateLimit ? { apiRateLimit: options.apiRateLimit } : {}),
  });
  checkAnswersAgainstDocument(app);
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    ctx,
    mails,
    mutedRecipients,
    clock,
    ...(database.url ? { databaseUrl: database.url } : {}),
    ...(database.pglite ? { pglite: database.pglite } : {}),
    close: async () => {
      await app.close();
      await close();
    },
  };
}
