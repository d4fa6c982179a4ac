import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { type RouteAccess, accessOf } from './route-access';
import { uploadRequestBody } from './upload-body';

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0];
type Schema = Record<string, unknown> & { response?: Record<string, unknown>; hide?: boolean };

export const SESSION_SCHEME = 'session';

const SECURITY: Record<RouteAccess, Record<string, string[]>[]> = {
  public: [],
  // The empty requirement first: no cookie is a valid way to call it.
  optional: [{}, { [SESSION_SCHEME]: [] }],
  user: [{ [SESSION_SCHEME]: [] }],
  admin: [{ [SESSION_SCHEME]: [] }],
};

/** What each status means, whichever route answers it (the body is always `apiErrorSchema`). */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No content',
  '400': 'Invalid request: `error.message` says why, in French',
  '401': 'Not signed in (no valid session cookie)',
  '403': 'Signed in but not allowed (role, ownership, unconfirmed e-mail, or a cross-site request)',
  '404': 'Not found, or not visible to the caller',
  '408': 'The request took too long to arrive',
  '409': 'Conflicts with the current state (already done, wrong status)',
  '413': 'The body is larger than this route accepts',
  '415': 'The body is of a content type this route does not read',
  '422': 'Understood but refused by a business rule',
  '429': 'Too many requests: wait and retry',
  '500': 'Unexpected error: `error.requestId` finds its log lines',
  '503': 'Not ready (starting or shutting down)',
};

/**
 * Documents each route from what it already declares: its security and 401/403 from how it is
 * protected (`accessOf`), an operationId from its method and path, 400 when it reads any input,
 * 429 for the rate-limited API, a named parameter for a `*` wildcard, and a multipart body
 * from `config.upload`. A new route needs nothing more than its schemas to be documented.
 */
export function documentRoute(input: TransformInput): ReturnType<Transform> {
  const route = input.route as RouteOptions;
  const source = (input.schema ?? {}) as Schema;
  if (source.hide) return jsonSchemaTransform(input);
  const access = accessOf(route);
  const { url, wildcard } = namedWildcard(input.url);
  const withErrors = { ...source, response: { ...errorAnswers(route, source, access), ...source.response } };
  const { schema, url: documentedUrl } = jsonSchemaTransform({ ...input, schema: withErrors, url });
  const upload = route.config?.upload;
  return {
    url: documentedUrl,
    schema: {
      ...schema,
      operationId: (source.operationId as string | undefined) ?? operationIdOf(route.method, url),
      security: SECURITY[access],
      response: describeStatuses(schema.response as Record<string, Record<string, unknown>> | undefined),
      ...(wildcard ? { params: wildcardParams(wildcard) } : {}),
      ...(upload ? { 'x-upload-body': uploadRequestBody(upload) } : {}),
    },
  };
}

function errorAnswers(route: RouteOptions, schema: Schema, access: RouteAccess): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const writes = ![route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
  const readsInput = ['body', 'querystring', 'params'].some((key) => schema[key]) || route.config?.upload;
  if (readsInput || writes) answers['400'] = apiErrorSchema;
  if (access === 'user' || access === 'admin') answers['401'] = apiErrorSchema;
  // requireAdmin's refusal, and the CSRF origin check that refuses any cross-site write.
  if (access === 'admin' || (writes && route.url.startsWith('/api/'))) answers['403'] = apiErrorSchema;
  // What the platform answers on any route, before or after the handler: a resource missing or
  // not visible, a body too slow, too large or of a type the route does not read, an unexpected error.
  answers['404'] = apiErrorSchema;
  answers['408'] = apiErrorSchema;
  if (writes) {
    answers['413'] = apiErrorSchema;
    answers['415'] = apiErrorSchema;
  }
  if (route.url.startsWith('/api/')) answers['429'] = apiErrorSchema;
  answers['500'] = apiErrorSchema;
  return answers;
}

function describeStatuses(response: Record<string, Record<string, unknown>> | undefined) {
  if (!response) return response;
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      schema.description || !STATUS_DESCRIPTIONS[status]
        ? schema
        : { ...schema, description: STATUS_DESCRIPTIONS[status] },
    ]),
  );
}

/** `/media/public/*` → `/media/public/:key`: a client generator needs a parameter with a name. */
function namedWildcard(url: string): { url: string; wildcard?: string } {
  if (!url.endsWith('/*')) return { url };
  return { url: `${url.slice(0, -1)}:key`, wildcard: 'key' };
}

function wildcardParams(name: string) {
  return {
    type: 'object',
    properties: {
      [name]: { type: 'string', description: 'The rest of the path, slashes included (e.g. `products/abc.webp`)' },
    },
    required: [name],
  };
}

/** `POST /api/me/factors/:id/verify` → `postMeFactorsByIdVerify`: stable, unique, URL-safe. */
export function operationIdOf(method: RouteOptions['method'], url: string): string {
  const verb = [method].flat()[0]!.toLowerCase();
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return verb + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}
