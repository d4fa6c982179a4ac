import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '@server/context';
import type { StreamHolder } from '@server/platform/live-streams';

/**
 * The admin dashboard's live lists: `event: orders`, `payments`, `verifications`, `reports` or
 * `statements` (an import's lines stored or matched) whenever one changes on any instance, so the open lists refetch; `event: resync` after the bus
 * reconnected, when everything is refetched.
 */
export function streamAdminEvents(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  holder: StreamHolder,
): void {
  const stream = request.server.liveStreams.open(request, reply, holder);
  const unsubscribe = ctx.realtime.subscribe((message) => {
    if (message.kind === 'admin') stream.send(message.topic, { orderId: message.orderId });
    if (message.kind === 'trust') stream.send(message.topic, {});
    if (message.kind === 'statement') stream.send('statements', { statementId: message.statementId });
    if (message.kind === 'resync') stream.send('resync', {});
  });
  stream.onClose(unsubscribe);
}
