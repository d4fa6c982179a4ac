import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '@server/context';
import { openEventStream } from '@server/platform/event-stream';

/**
 * The admin dashboard's live lists: `event: orders`, `payments`, `verifications` or `reports`
 * whenever one changes on any instance, so the open lists refetch; `event: resync` after the bus
 * reconnected, when everything is refetched.
 */
export function streamAdminEvents(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): void {
  const stream = openEventStream(request, reply);
  const unsubscribe = ctx.realtime.subscribe((message) => {
    if (message.kind === 'admin') stream.send(message.topic, { orderId: message.orderId });
    if (message.kind === 'trust') stream.send(message.topic, {});
    if (message.kind === 'resync') stream.send('resync', {});
  });
  stream.onClose(unsubscribe);
}
