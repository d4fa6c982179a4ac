import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export type RequestTimeouts = { requestMs: number; uploadMs: number; uploadMinBytesPerSecond: number };

/** A socket silent both ways this long is closed; a live stream writes every 25 s. */
const IDLE_SOCKET_MS = 120_000;

export const timeoutTexts = {
  tooSlow: 'La requête est arrivée trop lentement et a été interrompue, veuillez réessayer',
} as const;

/**
 * Node's own limits, given to Fastify (decision 044): the whole request within the upload
 * allowance (the ceiling for any body; `registerBodyDeadlines` holds the others to less),
 * its headers within the ordinary allowance, and a socket that says nothing is closed.
 * Node checks them every few seconds, not at the exact moment.
 */
export function serverTimeouts(timeouts: RequestTimeouts) {
  return {
    requestTimeout: timeouts.uploadMs,
    connectionTimeout: IDLE_SOCKET_MS,
    http: {
      headersTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, timeouts.requestMs / 4)),
    },
  };
}

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * Bodies must arrive in time: an ordinary one whole within REQUEST_TIMEOUT_SECONDS; an upload
 * (a route with `config.upload`), for a phone on a slow network, within UPLOAD_TIMEOUT_SECONDS
 * as long as every REQUEST_TIMEOUT_SECONDS brings UPLOAD_MIN_BYTES_PER_SECOND on average.
 * One byte every few seconds otherwise holds a connection and its buffers for as long as
 * the sender likes. Past the deadline the reading fails with a French 408, and the
 * connection closes with the answer.
 */
export function registerBodyDeadlines(app: FastifyInstance, timeouts: RequestTimeouts): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (hasBody(request)) {
      const stop = request.routeOptions.config.upload
        ? watchUploadPace(request, reply, timeouts)
        : deadline(() => cut(request, reply), timeouts.requestMs);
      request.raw.once('end', stop);
      reply.raw.once('finish', stop);
      reply.raw.once('close', stop);
    }
    done();
  });
  // An answer given before its body arrived (a refusal) ends the connection: Node would
  // otherwise read the rest of the body, however slow, to use the connection again.
  app.addHook('onSend', async (request, reply) => {
    if (hasBody(request) && !request.raw.complete) reply.header('connection', 'close');
  });
}

function deadline(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

function watchUploadPace(request: FastifyRequest, reply: FastifyReply, timeouts: RequestTimeouts): () => void {
  const socket = request.raw.socket;
  const minimum = (timeouts.uploadMinBytesPerSecond * timeouts.requestMs) / 1000;
  let seen = socket.bytesRead;
  const pace = setInterval(() => {
    const read = socket.bytesRead - seen;
    seen = socket.bytesRead;
    if (read < minimum) cut(request, reply);
  }, timeouts.requestMs);
  pace.unref();
  const stopCeiling = deadline(() => cut(request, reply), timeouts.uploadMs);
  return () => {
    clearInterval(pace);
    stopCeiling();
  };
}

/**
 * The body's reader (Fastify's parser, or multipart's) fails with the 408, which the error
 * handler answers; with no reader yet, there is nobody to answer and the connection just ends.
 */
function cut(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete || reply.sent) return;
  reply.raw.shouldKeepAlive = false;
  if (request.raw.listenerCount('error') > 0) {
    request.raw.emit('error', new AppError('REQUEST_TIMEOUT', timeoutTexts.tooSlow, 408));
  } else {
    request.raw.destroy();
  }
}
