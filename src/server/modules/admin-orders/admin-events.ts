import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '@server/context';
import type { RealtimeEvent } from '@server/platform/realtime';

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events for the admin dashboard: `event: orders` or `event: payments` whenever
 * one changes, so the open lists refetch. A comment line every 25 s keeps proxies from
 * closing an idle stream.
 */
export function streamAdminEvents(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 5000\n: connecté\n\n');
  const send = (event: RealtimeEvent) =>
    raw.write(`event: ${event.topic}\ndata: ${JSON.stringify({ orderId: event.orderId })}\n\n`);
  const unsubscribe = ctx.realtime.subscribe(send);
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  request.raw.on('close', close);
  raw.on('close', close);
}
