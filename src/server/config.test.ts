import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, instanceLocalState, loadConfig, sharedState } from './config';

const production = () => {
  const vapid = webpush.generateVAPIDKeys();
  return {
    NODE_ENV: 'production',
    AUTH_SECRET: 'prod-secret-prod-secret-prod-secret-0123',
    SIGNING_SECRET: 'prod-signing-prod-signing-prod-signing-01',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
};

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      seedDemoData: true,
      storage: { driver: 'local' },
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names a consumer mediator only with both a name and a postal address', () => {
    expect(loadConfig({}).mediator).toBeNull();
    const mediator = {
      CONSUMER_MEDIATOR_NAME: 'Médiateur du e-commerce de la FEVAD',
      CONSUMER_MEDIATOR_ADDRESS: '60 rue La Boétie, 75008 Paris',
      CONSUMER_MEDIATOR_WEBSITE: 'https://www.mediateurfevad.fr',
    };
    expect(loadConfig(mediator).mediator).toEqual({
      name: 'Médiateur du e-commerce de la FEVAD',
      address: '60 rue La Boétie, 75008 Paris',
      website: 'https://www.mediateurfevad.fr',
    });
    expect(() => loadConfig({ CONSUMER_MEDIATOR_NAME: 'Médiateur' })).toThrow(
      /CONSUMER_MEDIATOR_NAME, CONSUMER_MEDIATOR_ADDRESS: both are needed/,
    );
  });

  it("reads TRUST_PROXY as the proxies' addresses, and true as a proxy on a private network", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY: must be false, true/);
  });

  it('runs behind a transaction-pooling PgBouncer when told its direct address and no named statements', () => {
    const pooled = 'postgres://app@pgbouncer:6432/boucles';
    expect(loadConfig({ DATABASE_URL: pooled })).toMatchObject({
      databaseDirectUrl: pooled,
      preparedStatements: true,
      apiRateLimit: 600,
      drainMs: 0,
    });
    const behindBouncer = loadConfig({
      DATABASE_URL: pooled,
      DATABASE_DIRECT_URL: 'postgres://app@db:5432/boucles',
      DATABASE_PREPARED_STATEMENTS: 'false',
      API_RATE_LIMIT: '120',
      DRAIN_SECONDS: '5',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(behindBouncer).toMatchObject({
      databaseDirectUrl: 'postgres://app@db:5432/boucles',
      preparedStatements: false,
      apiRateLimit: 120,
      drainMs: 5_000,
      redisUrl: 'redis://cache:6379',
    });
  });

  it('trusts in development every address the machine answers on, elsewhere PUBLIC_URL and EXTRA_ORIGINS', () => {
    const development = loadConfig({ NODE_ENV: 'development', PORT: '3000' }).extraOrigins;
    expect(development).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:5173']),
    );
    expect(loadConfig({ ...production(), PUBLIC_URL: 'https://boucles.fr' }).extraOrigins).toEqual([]);
    const extra = loadConfig({ ...production(), EXTRA_ORIGINS: 'https://www.boucles.fr, https://ancien.boucles.fr' });
    expect(extra.extraOrigins).toEqual(['https://www.boucles.fr', 'https://ancien.boucles.fr']);
    expect(() => loadConfig({ EXTRA_ORIGINS: 'boucles.fr' })).toThrow(/EXTRA_ORIGINS/);
  });

  it('asks a price drop of 5 % by default before a saver is told, and refuses a rule past 90 %', () => {
    expect(loadConfig({}).priceDropMinPercent).toBe(5);
    expect(loadConfig({ PRICE_DROP_MIN_PERCENT: '10' }).priceDropMinPercent).toBe(10);
    expect(() => loadConfig({ PRICE_DROP_MIN_PERCENT: '95' })).toThrow(/PRICE_DROP_MIN_PERCENT/);
  });

  it('takes the shipping and transit clocks in days, each reminder before its deadline', () => {
    expect(loadConfig({}).shippingClocks).toEqual({
      deadlineDays: 5,
      reminderDays: 3,
      extensionDays: 3,
      transitReminderDays: 14,
      transitDeliveredDays: 21,
    });
    expect(loadConfig({ SHIPPING_DEADLINE_DAYS: '7', SHIPPING_REMINDER_DAYS: '5' }).shippingClocks.deadlineDays).toBe(
      7,
    );
    expect(() => loadConfig({ SHIPPING_REMINDER_DAYS: '5' })).toThrow(/must come before their deadline/);
    expect(() => loadConfig({ TRANSIT_DELIVERED_DAYS: '10' })).toThrow(/must come before their deadline/);
    expect(() => loadConfig({ SHIPPING_DEADLINE_DAYS: '0' })).toThrow(ConfigError);
  });

  it('gives orders the payment clock of decision 038, and refuses a reminder after the deadline', () => {
    expect(loadConfig({}).paymentClock).toEqual({
      deadlineHours: 72,
      reminderHoursBefore: 24,
      retryHours: 24,
      proofLateHours: 24,
      maxUnpaidOrders: 3,
    });
    expect(() => loadConfig({ PAYMENT_DEADLINE_HOURS: '24', PAYMENT_REMINDER_HOURS_BEFORE: '24' })).toThrow(
      'PAYMENT_REMINDER_HOURS_BEFORE: must be shorter than PAYMENT_DEADLINE_HOURS',
    );
    expect(() => loadConfig({ MAX_UNPAID_ORDERS: '0' })).toThrow(ConfigError);
  });

  it('never seeds demo data in production', () => {
    expect(loadConfig({ ...production(), SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(false);
  });

  it('refuses to start in production without the secrets every instance must share, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET, SIGNING_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required in production/,
    );
    const { SIGNING_SECRET: _left, ...withoutSigning } = production();
    expect(() => loadConfig(withoutSigning)).toThrow(/^Invalid configuration:\n {2}SIGNING_SECRET: required/);
    expect(loadConfig({ NODE_ENV: 'development' }).secrets.auth).toBeUndefined();
  });

  it('says what a production instance keeps to itself', () => {
    expect(instanceLocalState(loadConfig(production()))).toEqual([
      expect.stringContaining('une seule instance'),
      expect.stringContaining('disque local'),
    ]);
    const scaled = loadConfig({
      ...production(),
      DATABASE_URL: 'postgres://db/boucles',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(instanceLocalState(scaled)).toEqual([]);
    expect(sharedState(scaled)).toEqual(
      expect.arrayContaining([expect.stringContaining('PostgreSQL'), expect.stringContaining('S3')]),
    );
    expect(
      sharedState(loadConfig({ ...production(), DATABASE_URL: 'postgres://db/boucles', REDIS_URL: 'redis://r' })),
    ).toEqual(expect.arrayContaining([expect.stringContaining('Redis')]));
  });

  it('stops on a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('needs the S3 settings when S3 storage is chosen', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_ENDPOINT, S3_BUCKET/);
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(config.storage).toMatchObject({ driver: 's3', bucket: 'b', region: 'us-east-1' });
  });

  it('redirects public media to the bucket or a CDN only with S3 storage', () => {
    const s3 = { STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' };
    const withCdn = loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: 's', S3_PUBLIC_URL: 'https://cdn.boucles.fr/' });
    expect(withCdn.storage).toMatchObject({ driver: 's3', publicUrl: 'https://cdn.boucles.fr' });
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.boucles.fr' })).toThrow(
      /S3_PUBLIC_URL needs STORAGE_DRIVER=s3/,
    );
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: 's', S3_PUBLIC_URL: 'cdn' })).toThrow(/S3_PUBLIC_URL/);
  });

  it('signs pushes with the support address unless told otherwise', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'aide@boucles.fr' }).push.vapidSubject).toBe('mailto:aide@boucles.fr');
    expect(loadConfig({ VAPID_SUBJECT: 'https://boucles.fr/contact' }).push.vapidSubject).toBe(
      'https://boucles.fr/contact',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'boucles.fr' })).toThrow(/VAPID_SUBJECT/);
  });

  it('takes a VAPID key pair from the environment, only whole and matching', () => {
    const pair = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    expect(loadConfig({}).secrets.vapid).toBeUndefined();
    expect(loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }).secrets.vapid).toEqual(
      pair,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/give both keys/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: 'abc' })).toThrow(ConfigError);
  });

  it('posts pushes to private addresses in tests only, never in production', () => {
    expect(loadConfig({ PUSH_ALLOW_PRIVATE_ADDRESSES: 'true' }).push.allowPrivateAddresses).toBe(true);
    expect(loadConfig(production()).push.allowPrivateAddresses).toBe(false);
    expect(() => loadConfig({ ...production(), PUSH_ALLOW_PRIVATE_ADDRESSES: 'true' })).toThrow(
      /PUSH_ALLOW_PRIVATE_ADDRESSES: for tests only/,
    );
  });

  it('gives uploads at least the time of an ordinary request', () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 30_000, uploadMs: 600_000, uploadMinBytesPerSecond: 1024 });
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '60', UPLOAD_TIMEOUT_SECONDS: '20' }).timeouts.uploadMs).toBe(60_000);
  });
});
