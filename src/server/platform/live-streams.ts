import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type EventStream, openEventStream } from './event-stream';
import { AppError } from './errors';

/** Whose stream it is: the session it lives on, and whether it is an admin's stream. */
export type StreamHolder = { userId: string; sessionId: string; needsAdmin: boolean };

type Open = StreamHolder & { address: string; stream: EventStream };

/** What still holds of the given sessions (see modules/auth/live-sessions.ts). */
export type SessionCheck = (sessionIds: string[]) => Promise<Map<string, { admin: boolean }>>;

export type LiveStreams = {
  /** Opens the stream, ending the user's oldest past their share; 429 past the address's. */
  open(request: FastifyRequest, reply: FastifyReply, holder: StreamHolder): EventStream;
  /** Ends the streams whose session no longer holds, in one look-up for them all. */
  checkSessions(): Promise<void>;
  readonly size: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: LiveStreams;
  }
}

const CHECK_EVERY_MS = 25_000;
/** A refused stream's slot frees when another closes: a minute is a fair guess, and spreads retries. */
const RETRY_AFTER_SECONDS = 60;

export const liveStreamTexts = {
  tooMany: 'Trop de connexions en direct depuis votre adresse, réessayez dans une minute',
} as const;

/**
 * The instance's open live streams, bounded per user and per client address (decision 044):
 * each costs a socket and its buffers for as long as it stays open. Every 25 s one look-up
 * checks all their sessions at once, and the streams of a session that ended are closed.
 */
export function registerLiveStreams(
  app: FastifyInstance,
  limits: { perUser: number; perAddress: number },
  stillHeld: SessionCheck,
): void {
  const byUser = new Map<string, Open[]>();
  const perAddress = new Map<string, number>();
  let size = 0;

  const forget = (entry: Open) => {
    const mine = byUser.get(entry.userId) ?? [];
    const index = mine.indexOf(entry);
    if (index < 0) return;
    mine.splice(index, 1);
    if (mine.length === 0) byUser.delete(entry.userId);
    const left = (perAddress.get(entry.address) ?? 1) - 1;
    if (left === 0) perAddress.delete(entry.address);
    else perAddress.set(entry.address, left);
    size--;
  };

  // The tab whose stream made way is told, so it stays closed instead of reconnecting and
  // pushing out the next one; it opens again when it is shown (web/lib/live-source.ts).
  const supersede = (entry: Open) => {
    forget(entry);
    entry.stream.send('superseded', {});
    entry.stream.end();
  };

  const open: LiveStreams['open'] = (request, reply, holder) => {
    const address = request.ip;
    const mine = byUser.get(holder.userId) ?? [];
    const replaced = mine.length >= limits.perUser ? mine[0] : undefined;
    const here = (perAddress.get(address) ?? 0) - (replaced?.address === address ? 1 : 0);
    if (here >= limits.perAddress) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError('TOO_MANY_STREAMS', liveStreamTexts.tooMany, 429);
    }
    if (replaced) supersede(replaced);
    const stream = openEventStream(request, reply);
    const entry: Open = { ...holder, address, stream };
    mine.push(entry);
    byUser.set(holder.userId, mine);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    size++;
    stream.onClose(() => forget(entry));
    return stream;
  };

  const checkSessions = async () => {
    const entries = [...byUser.values()].flat();
    if (entries.length === 0) return;
    const held = await stillHeld([...new Set(entries.map((entry) => entry.sessionId))]);
    for (const entry of entries) {
      const session = held.get(entry.sessionId);
      if (!session || (entry.needsAdmin && !session.admin)) entry.stream.end();
    }
  };

  const timer = setInterval(() => {
    checkSessions().catch((error: unknown) => app.log.warn({ err: error }, 'live stream sessions not checked'));
  }, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.decorate('liveStreams', {
    open,
    checkSessions,
    get size() {
      return size;
    },
  });
}
