import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidTextMessage, isValidText } from '@shared/text';
import { badRequest } from './errors';

/**
 * Our bodies nest two or three levels. Deeper ones are refused before parsing: whatever walks
 * a value recursively (JSON.stringify towards better-auth, a schema) would overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

/** Brackets opened and not closed yet, outside strings; the parser judges the rest of the syntax. */
function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > max) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

/** Recursion is safe here: the depth was bounded before parsing. */
function holdsInvalidText(value: unknown): boolean {
  if (typeof value === 'string') return !isValidText(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => !isValidText(key) || holdsInvalidText(item));
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind two checks for every JSON
 * route, better-auth's included: the nesting depth, and text PostgreSQL could not store.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  // Typed as either parser form; Fastify's own is the callback one.
  const parse = app.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    body: string,
    done: (error: Error | null, value?: unknown) => void,
  ) => void;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const json = body as string;
    if (nestsDeeperThan(json, MAX_JSON_DEPTH)) {
      return done(badRequest('Requête invalide : données trop imbriquées', 'JSON_TOO_DEEP'), undefined);
    }
    parse(request, json, (error, value) => {
      if (error) return done(error, undefined);
      if (holdsInvalidText(value)) return done(badRequest(invalidTextMessage, 'INVALID_TEXT'), undefined);
      done(null, value);
    });
  });
}
