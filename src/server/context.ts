import type { Config } from './config';
import type { DatabaseKind, Db } from './db/connection';
import type { Auth } from './modules/auth/auth';
import type { AppMetrics } from './modules/metrics/app-metrics';
import type { Clock } from './platform/clock';
import type { Mailer } from './platform/mailer';
import type { RateLimitStore } from './platform/rate-limit-store';
import type { Realtime } from './platform/realtime';
import type { Secrets } from './platform/secrets';
import type { Storage, UrlSigner } from './platform/storage/storage';

/** Everything a route or a service may reach outside its own code; built once per process. */
export type AppContext = {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  auth: Auth;
  mailer: Mailer;
  clock: Clock;
  secrets: Secrets;
  storage: Storage;
  signer: UrlSigner;
  realtime: Realtime;
  rateLimitStore: RateLimitStore;
  /** The registry /metrics answers from, and the job counters (decision 050). */
  metrics: AppMetrics;
};
