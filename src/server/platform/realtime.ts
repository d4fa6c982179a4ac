import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '@server/db/schema';
import type { Logger } from './logger';

/** The one channel every instance listens on (decisions.md §1). */
export const LIVE_CHANNEL = 'boucles_live';

/** What changed for the admin's lists; they refetch the matching one. */
export type RealtimeTopic = 'orders' | 'payments';
/** The trust desk's lists (verification requests, open reports). */
export type TrustTopic = 'verifications' | 'reports';

export type LiveMessage =
  | { kind: 'notification'; op: 'insert' | 'update' | 'delete'; userId: string; id: string }
  | { kind: 'admin'; topic: RealtimeTopic; orderId: string }
  // A message or a read receipt in a conversation: its two people refetch it.
  | { kind: 'conversation'; userIds: string[]; conversationId: string }
  | { kind: 'trust'; topic: TrustTopic }
  // A bank statement's lines were stored, or some of them matched: the job wakes, the tab refetches.
  | { kind: 'statement'; statementId: string }
  // A listing a visitor sees changed (price, stock, moderation, deletion, its seller's standing):
  // every instance empties its cache of drawn pages (page-cache.ts, decision 068).
  | { kind: 'catalogue' }
  // The bus lost its connection and is back: listeners may have missed messages and must catch up.
  | { kind: 'resync' };

export type LiveListener = (message: LiveMessage) => void;

export type Realtime = {
  /** Returns the unsubscribe function. */
  subscribe(listener: LiveListener): () => void;
  /** Hands a message to this instance's listeners only, without the bus. */
  deliverHere(message: LiveMessage): void;
  close(): Promise<void>;
};

/**
 * Announces a change on the bus from inside the transaction that makes it: PostgreSQL
 * delivers it to every listening instance when (and only if) that transaction commits.
 */
export async function announce(trx: Kysely<Database>, message: Exclude<LiveMessage, { kind: 'resync' }>) {
  await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`.execute(trx);
  if (message.kind === 'catalogue') catalogueChangesOfThisRequest.getStore()?.add(message);
}

// The catalogue changes a request announced. On PostgreSQL the bus brings them back over another
// connection a moment after the commit, which can be after the answer: this instance's kept pages
// are emptied before it answers instead, so that the writer's next page shows the change.
const catalogueChangesOfThisRequest = new AsyncLocalStorage<Set<LiveMessage>>();

/** Delivers here, as a request's answer goes out (its transactions committed), the catalogue changes it announced. */
export function registerLocalCatalogueEcho(app: FastifyInstance, realtime: Realtime) {
  app.addHook('onRequest', (_request, _reply, done) => {
    catalogueChangesOfThisRequest.run(new Set(), () => done());
  });
  app.addHook('onSend', async (_request, _reply, payload) => {
    catalogueChangesOfThisRequest.getStore()?.forEach((message) => realtime.deliverHere(message));
    return payload;
  });
}

type Source = { pglite: PGlite } | { url: string };

/**
 * Every instance listens on one channel and fans each message out to its own open streams.
 * On PostgreSQL a dedicated connection holds the LISTEN and comes back after a loss; on the
 * embedded PGlite (one process) the engine delivers the same NOTIFY to its own listener.
 */
export async function createRealtime(source: Source, logger: Pick<Logger, 'warn'>): Promise<Realtime> {
  const emitter = new EventEmitter();
  // One listener per open tab; the default warning at 10 is not a leak here.
  emitter.setMaxListeners(0);
  const deliver = (payload: string | undefined) => {
    try {
      emitter.emit('message', JSON.parse(payload ?? '') as LiveMessage);
    } catch (error) {
      logger.warn({ err: error }, 'live message ignored');
    }
  };
  const stop =
    'pglite' in source
      ? await source.pglite.listen(LIVE_CHANNEL, deliver)
      : await listenOnServer(source.url, deliver, () => emitter.emit('message', { kind: 'resync' }), logger);
  return {
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    deliverHere: (message) => emitter.emit('message', message),
    close: async () => {
      emitter.removeAllListeners();
      await stop();
    },
  };
}

const RECONNECT_MS = [250, 1_000, 2_000, 5_000];

async function listenOnServer(
  url: string,
  deliver: (payload: string | undefined) => void,
  resynced: () => void,
  logger: Pick<Logger, 'warn'>,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'boucles-live' });
    next.on('notification', (message) => message.channel === LIVE_CHANNEL && deliver(message.payload));
    next.on('error', (error) => {
      logger.warn({ err: error }, 'live connection lost');
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (!closed && client === next) retry();
    });
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    // Closed while this reconnection was under way: the connection would hold the process open.
    if (closed) return void (await next.end());
    client = next;
    failures = 0;
  };
  const retry = () => {
    const delay = RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)];
    timer = setTimeout(() => {
      connect().then(resynced, (error: unknown) => {
        logger.warn({ err: error }, 'live connection not restored yet');
        if (!closed) retry();
      });
    }, delay);
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
