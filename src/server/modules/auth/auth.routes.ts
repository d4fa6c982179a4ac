import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { openEndpoint } from './auth-endpoints';
import { toFrenchAuthError } from './auth-errors';

/** Builds the Fetch API request better-auth expects from Fastify's parsed one. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'x-client-ip') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // better-auth rate-limits by this header; it carries the address Fastify trusts.
  headers.set('x-client-ip', request.ip);
  return headers;
}

export async function authRoutes(app: FastifyInstance, options: { auth: Auth }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      // The router's decoded path: better-auth only ever sees an endpoint we open, spelled our way.
      const path = `/${(request.params as { '*': string })['*']}`;
      const endpoint = openEndpoint(path, request.method, request.method === 'GET' ? request.query : request.body);
      if (!endpoint) return reply.callNotFound();
      const url = new URL(`/api/auth${endpoint.path}`, options.auth.options.baseURL);
      if (endpoint.method === 'GET') {
        for (const [name, value] of Object.entries(endpoint.fields)) {
          if (typeof value === 'string') url.searchParams.set(name, value);
        }
      }
      const response = await options.auth.handler(
        new Request(url, {
          method: endpoint.method,
          headers: toWebHeaders(request),
          ...(endpoint.method === 'POST' ? { body: JSON.stringify(endpoint.fields) } : {}),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        // better-auth's own limits (codes, reset links) name it X-Retry-After: said the standard way.
        if (key === 'x-retry-after') reply.header('retry-after', value);
        else if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status < 400) return reply.send(endpoint.answer ?? (text === '' ? null : text));
      const body = text === '' ? null : safeJson(text);
      return reply.type('application/json').send(toFrenchAuthError(response.status, body, request.id));
    },
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
