import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const HEARTBEAT_MS = 25_000;
/** Soon, but spread over a second's worth of instances restarting. */
const RECONNECT_AFTER_CLOSE_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    eventStreams: Set<ServerResponse>;
  }
}

/**
 * Open Server-Sent-Events streams are ended when the app closes: a stream never ends by
 * itself, and the server would otherwise wait for it (a hung, failed shutdown).
 */
export function registerEventStreams(app: FastifyInstance): void {
  const open = new Set<ServerResponse>();
  app.decorate('eventStreams', open);
  app.addHook('preClose', async () => {
    // The browser reconnects by itself after `retry` ms, to an instance still running. The
    // connection goes too: kept alive by a proxy, it would hold the closing server open.
    for (const raw of open) {
      raw.end(`retry: ${RECONNECT_AFTER_CLOSE_MS}\nevent: reconnect\ndata: {}\n\n`, () => raw.socket?.destroy());
    }
  });
}

/** A stream route's 200 in its schema, for the API document (the reply is hijacked, never serialized). */
export const eventStreamAnswer = {
  description: 'A Server-Sent-Events stream that stays open: `event:` lines name the event, `data:` lines carry JSON',
  content: { 'text/event-stream': { schema: z.string() } },
};

export type EventStream = {
  send(event: string, data: unknown): void;
  /** Runs when the client goes away or the server closes the stream. */
  onClose(cleanup: () => void): void;
  end(): void;
};

/**
 * Starts a Server-Sent-Events answer. A comment line every 25 s keeps proxies from closing
 * an idle stream. Routes open theirs through live-streams.ts, which bounds them.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n: connecté\n\n');
  const streams = request.server.eventStreams;
  streams.add(raw);
  const cleanups: Array<() => void> = [];
  const stream: EventStream = {
    send: (event, data) => void raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    onClose: (cleanup) => void cleanups.push(cleanup),
    end: () => raw.end(),
  };
  const timer = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    streams.delete(raw);
    cleanups.forEach((cleanup) => cleanup());
  };
  request.raw.on('close', close);
  raw.on('close', close);
  return stream;
}
