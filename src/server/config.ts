import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ShippingClockSettings } from '@shared/orders/shipping-clock';

/** The French national address service (Géoplateforme, BAN data) and Photon's public instance. */
const ADDRESS_PROVIDERS: Record<string, string> = {
  ban: 'https://data.geopf.fr/geocodage/search',
  photon: 'https://photon.komoot.io/api/',
};

/**
 * The push services of Chrome (and Edge, Opera, Samsung Internet: Firebase), Firefox, Safari
 * and Edge on Windows; a browser's PushSubscription.endpoint is on one of them.
 */
const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const callbackSecret = z
  .string()
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.string().min(16).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // A session connection for the live bus's LISTEN when DATABASE_URL is a transaction-pooling PgBouncer.
  DATABASE_DIRECT_URL: z.string().url().optional(),
  // Off behind a PgBouncer older than 1.21, which cannot keep named statements apart (decision 017).
  DATABASE_PREPARED_STATEMENTS: flag.default(true),
  REDIS_URL: z.string().url().optional(),
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  // Visitors' drawn shop and product pages kept per instance (decision 068): memory in MB (0: off), and seconds.
  PAGE_CACHE_MB: z.coerce.number().min(0).max(1024).default(32),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  // Failed sign-ins from one address per window: generous, many people share one behind carrier NAT.
  SIGN_IN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).default(50),
  SIGN_IN_ADDRESS_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  // Hours a payout waits after the seller's payout details changed (a stolen session cannot redirect money at once).
  PAYOUT_DETAILS_HOLD_HOURS: z.coerce.number().min(0).default(72),
  // A price-drop notice needs at least this drop (in %) below the last price the saver was told of.
  PRICE_DROP_MIN_PERCENT: z.coerce.number().min(0).max(90).default(5),
  // Seconds an instance answers 'draining' on /api/ready before it stops listening (SIGTERM).
  DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  // Seconds the shutdown may take after the drain; past them the process exits with code 1.
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  PUBLIC_URL: z.string().url().optional(),
  // Other addresses the site is opened at (an old domain, a staging name), comma-separated.
  EXTRA_ORIGINS: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url('must be a comma-separated list of URLs'))),
  // Only proxies' own entries in X-Forwarded-For are skipped, so a client cannot pick its address (decision 032).
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => trustProxySetting(value.trim(), ctx) ?? z.NEVER),
  // Decision 050: /metrics behind this bearer token on the main port…
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // …or on a listener of its own (then only there; 0 picks a free port), on METRICS_HOST.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: z.string().min(32).optional(),
  SIGNING_SECRET: z.string().min(32).optional(),
  SEED_DEMO_DATA: flag.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Boucles <no-reply@boucles.local>'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Public media answered by a redirect to this address + key (the bucket made public, or a CDN).
  S3_PUBLIC_URL: z.string().url().optional(),
  // 'ban' and 'photon' name the two public services; any other value is the provider's URL.
  ADDRESS_PROVIDER_URL: z
    .string()
    .transform((value) => ADDRESS_PROVIDERS[value] ?? value)
    .pipe(z.string().url())
    .optional(),
  SUPPORT_EMAIL: z.string().email().default('support@boucles.local'),
  SUPPORT_PHONE: z.string().default('+33 1 23 45 67 89'),
  SUPPORT_WHATSAPP: z.string().default('33123456789'),
  // The consumer mediator buyers may turn to (Code de la consommation L612-1, L616-1; decision 062).
  CONSUMER_MEDIATOR_NAME: z.string().trim().min(1).optional(),
  CONSUMER_MEDIATOR_ADDRESS: z.string().trim().min(1).optional(),
  CONSUMER_MEDIATOR_WEBSITE: z.string().url().optional(),
  PLATFORM_BANK_HOLDER: z.string().min(1).optional(),
  PLATFORM_BANK_IBAN: z.string().min(1).optional(),
  PLATFORM_BANK_BIC: z.string().min(1).optional(),
  PLATFORM_PAYPAL_EMAIL: z.string().email().optional(),
  PLATFORM_MOBILE_MONEY_NAME: z.string().min(1).optional(),
  PLATFORM_MOBILE_MONEY_NUMBER: z.string().min(1).optional(),
  // Decision 063: the platform operator as the DAC7 report names it (CGI art. 242 bis).
  DAC7_OPERATOR_NAME: z.string().min(1).max(200).optional(),
  DAC7_OPERATOR_TIN: z.string().min(1).max(200).optional(),
  DAC7_OPERATOR_ADDRESS: z.string().min(1).max(4000).optional(),
  DAC7_OPERATOR_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code')
    .default('FR'),
  // Decision 048: each provider's webhook secret; a provider without one (unset or empty) accepts no callback.
  PAYMENT_CALLBACK_SECRET_WAVE: callbackSecret,
  PAYMENT_CALLBACK_SECRET_GENERIC: callbackSecret,
  // Decision 040: how long the buyer has to pay the supplement of a late switch to home delivery.
  SUPPLEMENT_DEADLINE_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  // Decision 040: a referred buyer's first order under this product total earns no bonus.
  REFERRAL_MIN_ORDER_CENTS: z.coerce.number().int().min(0).default(1000),
  // Shipping and transit clocks, in days (decision 039).
  SHIPPING_DEADLINE_DAYS: z.coerce.number().int().min(1).max(60).default(5),
  SHIPPING_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  SHIPPING_EXTENSION_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  TRANSIT_REMINDER_DAYS: z.coerce.number().int().min(0).max(120).default(14),
  TRANSIT_DELIVERED_DAYS: z.coerce.number().int().min(1).max(120).default(21),
  // The payment clock (decision 038).
  PAYMENT_DEADLINE_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  PAYMENT_REMINDER_HOURS_BEFORE: z.coerce.number().int().min(1).max(720).default(24),
  PAYMENT_RETRY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  PROOF_LATE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  // The high ceiling lets the benchmarks, whose buyers order thousands of times, lift the limit.
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(1_000_000).default(3),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  // Push services write to this contact about a misbehaving sender; they accept nothing else.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
    .optional(),
  // Browsers' push services the server will post to; `*.` covers a domain's subdomains (decision 044).
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_HOSTS.join(','))
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+$/, 'must be host names, `*.domain` for its subdomains'))),
  // Tests only (a fake push service on this machine); refused in production.
  PUSH_ALLOW_PRIVATE_ADDRESSES: flag.default(false),
  // Live streams open on one instance (decision 044).
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).default(10),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  // Seconds a request has to arrive whole; an upload, to arrive whole and at a minimum pace (decision 044).
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(600),
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(1024),
});

type TrustProxy = false | string[];

// proxy-addr's names for this machine and the private networks, where a reverse proxy sits.
const PRIVATE_NETWORKS = ['loopback', 'linklocal', 'uniquelocal'];

function trustProxySetting(value: string, ctx: z.RefinementCtx): TrustProxy | undefined {
  if (value === 'false' || value === '0' || value === '') return false;
  if (value === 'true' || value === '1') return PRIVATE_NETWORKS;
  const proxies = value.split(',').map((entry) => entry.trim());
  if (proxies.every((entry) => PRIVATE_NETWORKS.includes(entry) || isIP(entry.split('/')[0] ?? '') !== 0)) {
    return proxies;
  }
  ctx.addIssue({
    code: 'custom',
    message: "must be false, true (a proxy on a private network) or the proxies' addresses",
  });
  return undefined;
}

// Shown to buyers in the payment dialog; outside production only, so no real order is paid to a demo account.
const demoPlatformAccounts = {
  PLATFORM_BANK_HOLDER: 'Boucles SAS (démo)',
  PLATFORM_BANK_IBAN: 'FR76 0000 0000 0000 0000 0000 000',
  PLATFORM_BANK_BIC: 'BOUCFRPPXXX',
  PLATFORM_PAYPAL_EMAIL: 'paiements@boucles.local',
  PLATFORM_MOBILE_MONEY_NAME: 'Boucles SAS (démo)',
  PLATFORM_MOBILE_MONEY_NUMBER: '+237 6 00 00 00 00',
};

// The DAC7 report's operator outside production, so the export can be tried on demo data.
const demoDac7Operator = {
  DAC7_OPERATOR_NAME: 'Boucles SAS (démo)',
  DAC7_OPERATOR_TIN: '123456789',
  DAC7_OPERATOR_ADDRESS: '10 rue des Boucles, 75011 Paris',
};

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where the live bus's LISTEN connects: DATABASE_DIRECT_URL, else DATABASE_URL. */
  databaseDirectUrl: string | undefined;
  preparedStatements: boolean;
  /** Redis for the API rate limit; without it, PostgreSQL (or this process on PGlite). */
  redisUrl: string | undefined;
  /** API requests per minute per address. */
  apiRateLimit: number;
  pageCache: { maxBytes: number; ttlMs: number };
  /** Failed sign-ins allowed from one address per window (successes are not counted). */
  signInAddressLimit: { maxFailures: number; windowMs: number };
  /** How long payouts wait after the payout details changed. */
  payoutDetailsHoldMs: number;
  /** The smallest drop (%) below the last price a saver was told of that is worth a notice. */
  priceDropMinPercent: number;
  drainMs: number;
  /** The shutdown's deadline after the drain (decision 045). */
  shutdownTimeoutMs: number;
  publicUrl: string;
  /**
   * Other origins trusted besides PUBLIC_URL: EXTRA_ORIGINS, and in development every address
   * this machine answers on (127.0.0.1, its network address for a phone) and Vite's dev server.
   */
  extraOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  /** Where /metrics is served: with neither a token nor a port, nowhere (decision 050). */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** false, or the addresses and networks of the proxies in front (Fastify's trustProxy). */
  trustProxy: TrustProxy;
  seedDemoData: boolean;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  storage:
    | { driver: 'local'; localDir: string }
    | {
        driver: 's3';
        endpoint: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        /** Where `public/…` keys are read straight from the store or a CDN; unset: streamed through /media. */
        publicUrl: string | undefined;
      };
  /** Where checkout's address suggestions come from; unset: no suggestions, and the form says none. */
  addressProviderUrl: string | undefined;
  support: { email: string; phone: string; whatsapp: string };
  /** The consumer mediator shown on 'Comment fonctionne Boucles'; null when none is configured. */
  mediator: { name: string; address: string; website: string | null } | null;
  /** The platform's own receiving details; a method left unconfigured is null (not offered details). */
  platformAccounts: {
    bank: { holder: string; iban: string; bic: string | null } | null;
    paypalEmail: string | null;
    mobileMoney: { name: string; number: string } | null;
  };
  /** The operator named by the DAC7 report (decision 063); null in production until configured. */
  dac7Operator: { name: string; tin: string; address: string; country: string } | null;
  /** The secret each payment provider signs its callbacks with (decision 048); unset: callbacks refused. */
  paymentCallbackSecrets: { wave: string | undefined; generic: string | undefined };
  /** Decision 038: how long an order waits for its payment, and how many a buyer may leave unpaid. */
  paymentClock: {
    deadlineHours: number;
    reminderHoursBefore: number;
    /** After a rejected proof, the buyer has at least this long again. */
    retryHours: number;
    /** A proof waiting for the admin longer than this is marked late. */
    proofLateHours: number;
    maxUnpaidOrders: number;
  };
  /** Hours to pay a delivery supplement before it lapses (decision 040). */
  supplementDeadlineHours: number;
  /** The referred buyer's first order earns a bonus from this product total (decision 040). */
  referralMinOrderCents: number;
  /** How long a seller has to ship and a parcel to arrive, and when each is reminded. */
  shippingClocks: ShippingClockSettings;
  push: {
    vapidSubject: string;
    /** Push services' host names; `*.example.com` stands for its subdomains. */
    serviceHosts: string[];
    /** Tests only: a push service may resolve to a private or loopback address. */
    allowPrivateAddresses: boolean;
  };
  /** Live streams open at once on this instance, per user and per client address. */
  liveStreams: { perUser: number; perAddress: number };
  /** How long a request may take to arrive; an upload gets longer, if it keeps a minimum pace. */
  timeouts: { requestMs: number; uploadMs: number; uploadMinBytesPerSecond: number };
  secrets: {
    auth: string | undefined;
    signing: string | undefined;
    vapid: { publicKey: string; privateKey: string } | undefined;
  };
};

export class ConfigError extends Error {}

/** Reads `.env` if present, then validates the environment; a bad value stops start-up. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  if (source === process.env && existsSync('.env')) process.loadEnvFile('.env');
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}

function storageConfig(env: Env, dataDir: string): Config['storage'] {
  if (env.STORAGE_DRIVER === 'local') {
    if (env.S3_PUBLIC_URL) throw new ConfigError('Invalid configuration:\n  S3_PUBLIC_URL needs STORAGE_DRIVER=s3');
    return { driver: 'local', localDir: path.join(dataDir, 'files') };
  }
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    driver: 's3',
    endpoint: S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ''),
  };
}

const SHARED_SECRETS = ['AUTH_SECRET', 'SIGNING_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const;

/**
 * Generated secrets live in one instance's data folder: a second instance would sign other
 * sessions, media links and pushes. Production therefore takes them from the environment.
 */
function requireSharedSecrets(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = SHARED_SECRETS.filter((name) => !env[name]);
  if (missing.length === 0) return;
  throw new ConfigError(
    `Invalid configuration:\n  ${missing.join(', ')}: required in production, the same on every instance ` +
      '(sessions, signed media links and Web Push are checked with them); make them with ' +
      '`openssl rand -base64 48` and `npx web-push generate-vapid-keys`',
  );
}

/** What a production instance keeps to itself, said at start-up so that nobody scales it out unaware. */
export function instanceLocalState(config: Config): string[] {
  if (config.env !== 'production') return [];
  return [
    ...(config.databaseUrl
      ? []
      : ['base PGlite embarquée : une seule instance peut tourner (DATABASE_URL pour plusieurs)']),
    ...(config.storage.driver === 'local'
      ? ['fichiers sur le disque local : visibles de cette instance seulement (STORAGE_DRIVER=s3 pour plusieurs)']
      : []),
  ];
}

/** In development the app is opened at any of the machine's addresses, on its port or Vite's. */
function ownAddresses(port: number): string[] {
  const interfaces = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  const hosts = [
    'localhost',
    ...interfaces.map((i) => (i.family === 'IPv6' ? `[${i.address.split('%')[0]}]` : i.address)),
  ];
  return [...new Set(hosts)].flatMap((host) => [`http://${host}:${port}`, `http://${host}:5173`]);
}

/** What every instance on the same database and object store shares, said next to the above. */
export function sharedState(config: Config): string[] {
  if (config.env !== 'production' || !config.databaseUrl) return [];
  return [
    'sessions, liens signés et push (secrets communs)',
    'événements en direct (LISTEN/NOTIFY)',
    `limite de requêtes API (${config.redisUrl ? 'Redis' : 'PostgreSQL'})`,
    'tâches de fond et envois (une passe pour toutes les instances)',
    ...(config.storage.driver === 's3' ? ['fichiers (S3)'] : []),
  ];
}

function toConfig(env: Env): Config {
  requireSharedSecrets(env);
  if (env.PAYMENT_REMINDER_HOURS_BEFORE >= env.PAYMENT_DEADLINE_HOURS) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_REMINDER_HOURS_BEFORE: must be shorter than PAYMENT_DEADLINE_HOURS',
    );
  }
  if (env.NODE_ENV === 'production' && env.PUSH_ALLOW_PRIVATE_ADDRESSES) {
    throw new ConfigError(
      'Invalid configuration:\n  PUSH_ALLOW_PRIVATE_ADDRESSES: for tests only, never in production',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    redisUrl: env.REDIS_URL,
    apiRateLimit: env.API_RATE_LIMIT,
    pageCache: { maxBytes: Math.round(env.PAGE_CACHE_MB * 1024 * 1024), ttlMs: env.PAGE_CACHE_SECONDS * 1000 },
    signInAddressLimit: {
      maxFailures: env.SIGN_IN_ADDRESS_MAX_FAILURES,
      windowMs: env.SIGN_IN_ADDRESS_WINDOW_MINUTES * 60_000,
    },
    payoutDetailsHoldMs: env.PAYOUT_DETAILS_HOLD_HOURS * 3_600_000,
    priceDropMinPercent: env.PRICE_DROP_MIN_PERCENT,
    drainMs: env.DRAIN_SECONDS * 1000,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    extraOrigins: [...env.EXTRA_ORIGINS, ...(env.NODE_ENV === 'development' ? ownAddresses(env.PORT) : [])],
    logLevel: env.LOG_LEVEL,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    trustProxy: env.TRUST_PROXY,
    seedDemoData: env.NODE_ENV !== 'production' && (env.SEED_DEMO_DATA ?? env.NODE_ENV === 'development'),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    storage: storageConfig(env, dataDir),
    addressProviderUrl: env.ADDRESS_PROVIDER_URL,
    support: { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE, whatsapp: env.SUPPORT_WHATSAPP },
    mediator: consumerMediator(env),
    platformAccounts: platformAccounts(
      env.NODE_ENV === 'production' ? env : { ...demoPlatformAccounts, ...definedOnly(env) },
    ),
    dac7Operator: dac7Operator(env.NODE_ENV === 'production' ? env : { ...demoDac7Operator, ...definedOnly(env) }),
    paymentCallbackSecrets: { wave: env.PAYMENT_CALLBACK_SECRET_WAVE, generic: env.PAYMENT_CALLBACK_SECRET_GENERIC },
    paymentClock: {
      deadlineHours: env.PAYMENT_DEADLINE_HOURS,
      reminderHoursBefore: env.PAYMENT_REMINDER_HOURS_BEFORE,
      retryHours: env.PAYMENT_RETRY_HOURS,
      proofLateHours: env.PROOF_LATE_HOURS,
      maxUnpaidOrders: env.MAX_UNPAID_ORDERS,
    },
    supplementDeadlineHours: env.SUPPLEMENT_DEADLINE_HOURS,
    referralMinOrderCents: env.REFERRAL_MIN_ORDER_CENTS,
    shippingClocks: shippingClocks(env),
    push: {
      vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
      serviceHosts: env.PUSH_SERVICE_HOSTS,
      allowPrivateAddresses: env.PUSH_ALLOW_PRIVATE_ADDRESSES,
    },
    liveStreams: { perUser: env.LIVE_STREAMS_PER_USER, perAddress: env.LIVE_STREAMS_PER_ADDRESS },
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      uploadMs: Math.max(env.UPLOAD_TIMEOUT_SECONDS, env.REQUEST_TIMEOUT_SECONDS) * 1000,
      uploadMinBytesPerSecond: env.UPLOAD_MIN_BYTES_PER_SECOND,
    },
    secrets: { auth: env.AUTH_SECRET, signing: env.SIGNING_SECRET, vapid: vapidKeys(env) },
  };
}

/** A reminder after its deadline would never be sent: refused at start-up. */
/** A name and a postal address together, or no mediator at all; the website is optional. */
function consumerMediator(env: Env): Config['mediator'] {
  const { CONSUMER_MEDIATOR_NAME: name, CONSUMER_MEDIATOR_ADDRESS: address } = env;
  if (!name && !address && !env.CONSUMER_MEDIATOR_WEBSITE) return null;
  if (!name || !address) {
    throw new ConfigError(
      'Invalid configuration:\n  CONSUMER_MEDIATOR_NAME, CONSUMER_MEDIATOR_ADDRESS: both are needed to name a mediator',
    );
  }
  return { name, address, website: env.CONSUMER_MEDIATOR_WEBSITE ?? null };
}

function shippingClocks(env: Env): ShippingClockSettings {
  const settings = {
    deadlineDays: env.SHIPPING_DEADLINE_DAYS,
    reminderDays: env.SHIPPING_REMINDER_DAYS,
    extensionDays: env.SHIPPING_EXTENSION_DAYS,
    transitReminderDays: env.TRANSIT_REMINDER_DAYS,
    transitDeliveredDays: env.TRANSIT_DELIVERED_DAYS,
  };
  if (settings.reminderDays >= settings.deadlineDays || settings.transitReminderDays >= settings.transitDeliveredDays) {
    throw new ConfigError(
      'Invalid configuration:\n  SHIPPING_REMINDER_DAYS, TRANSIT_REMINDER_DAYS: must come before their deadline',
    );
  }
  return settings;
}

/**
 * Both keys or neither (then they are generated into DATA_DIR/secrets.json). A pair that
 * does not match would sign pushes that every push service refuses, so it stops start-up.
 */
function vapidKeys(env: Env): Config['secrets']['vapid'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return undefined;
  const invalid = (reason: string) =>
    new ConfigError(`Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: ${reason}`);
  if (!publicKey || !privateKey) throw invalid('give both keys, or neither to have them generated');
  const base64url = /^[A-Za-z0-9_-]+$/;
  const privateBytes = Buffer.from(privateKey, 'base64url');
  if (!base64url.test(privateKey) || privateBytes.length !== 32 || !matches(privateBytes, publicKey)) {
    throw invalid('not a P-256 key pair in base64url (as `npx web-push generate-vapid-keys` prints)');
  }
  return { publicKey, privateKey };
}

function matches(privateKey: Buffer, publicKey: string): boolean {
  try {
    const pair = createECDH('prime256v1');
    pair.setPrivateKey(privateKey);
    return pair.getPublicKey('base64url') === publicKey;
  } catch {
    return false;
  }
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function dac7Operator(env: Partial<Env>): Config['dac7Operator'] {
  const { DAC7_OPERATOR_NAME: name, DAC7_OPERATOR_TIN: tin, DAC7_OPERATOR_ADDRESS: address } = env;
  return name && tin && address ? { name, tin, address, country: env.DAC7_OPERATOR_COUNTRY ?? 'FR' } : null;
}

function platformAccounts(env: Partial<Env>): Config['platformAccounts'] {
  const {
    PLATFORM_BANK_HOLDER: holder,
    PLATFORM_BANK_IBAN: iban,
    PLATFORM_MOBILE_MONEY_NAME: name,
    PLATFORM_MOBILE_MONEY_NUMBER: number,
  } = env;
  return {
    bank: holder && iban ? { holder, iban, bic: env.PLATFORM_BANK_BIC ?? null } : null,
    paypalEmail: env.PLATFORM_PAYPAL_EMAIL ?? null,
    mobileMoney: name && number ? { name, number } : null,
  };
}
