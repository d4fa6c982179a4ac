import pino from 'pino';

/** What a secret is replaced with in the logs. */
export const REDACTED = '[caché]';

// Query parameters whose value opens something: one-time tokens (e-mail confirmation, password
// reset, unsubscribe), signatures of media links, OAuth codes, passwords, keys.
const SECRET_PARAM = /token|secret|passw|signature|^sig$|^code$|^otp$|^api[-_]?key$|^key$/i;
// A signed link's expiry, with its signature, is half of a valid link: hidden too.
const SIGNATURE_PARAM = /(?:^|[?#&;])(?:sig|signature|x-amz-signature)=/i;
const EXPIRY_PARAM = /^(?:expires|x-amz-expires|x-amz-date)$/i;
// A query string or fragment inside any text: from '?' or '#' to the next blank or quote.
const QUERY_IN_TEXT = /[?#][^\s"'<>]*/g;
const PARAM = /([?#&;])([^=&#;]*)=([^&#;]*)/g;

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

function scrubQuery(query: string): string {
  const signed = SIGNATURE_PARAM.test(query);
  return query.replace(PARAM, (whole, separator: string, rawName: string) => {
    const name = paramName(rawName);
    const secret = SECRET_PARAM.test(name) || (signed && EXPIRY_PARAM.test(name));
    return secret ? `${separator}${rawName}=${REDACTED}` : whole;
  });
}

/** Any text with the secret values of the URLs it holds replaced; the rest kept for reading. */
export function scrubSecrets(text: string): string {
  return text.includes('=') ? text.replace(QUERY_IN_TEXT, scrubQuery) : text;
}

/**
 * Paths pino's redact blanks whatever the message: credentials in headers and bodies, should
 * a line ever carry them (Fastify's request line carries no header, but an error's may).
 */
export const REDACTED_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
  ...['password', 'newPassword', 'currentPassword', 'token', 'cookie', 'authorization'].flatMap((key) => [
    key,
    `*.${key}`,
    `*.*.${key}`,
  ]),
];

type RequestLike = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request line, with the URL's secrets hidden (a confirmation link, a signed media URL). */
function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: scrubSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino's error, with every text of it scrubbed (a message may quote the URL that failed). */
function serializeError(error: Error) {
  const serialized: Record<string, unknown> = pino.stdSerializers.err(error);
  for (const [key, value] of Object.entries(serialized)) {
    if (typeof value === 'string') serialized[key] = scrubSecrets(value);
  }
  return serialized;
}

export const redactingSerializers = { req: serializeRequest, err: serializeError };
