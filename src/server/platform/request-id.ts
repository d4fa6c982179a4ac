import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { trustedPeer } from './trusted-proxy';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: a UUID, a hex trace id, a ULID… nothing that could forge a log line. */
const ACCEPTED_ID = /^[\w.:@+/=-]{1,128}$/;

/**
 * Fastify's genReqId: the id a trusted proxy put in X-Request-Id (so its access log and ours
 * share it), else a new UUID. A client talking to us directly cannot choose it, so it cannot
 * pass its requests off as someone else's in the logs.
 */
export function requestIdGenerator(trustProxy: false | string[]): (req: IncomingMessage) => string {
  const fromProxy = trustedPeer(trustProxy);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && ACCEPTED_ID.test(given) && fromProxy(req.socket.remoteAddress)) return given;
    return randomUUID();
  };
}

/** Every answer says its id, so support can find the request's log lines from what the user saw. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
