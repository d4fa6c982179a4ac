import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { REDACTED, REDACTED_PATHS, redactingSerializers, scrubSecrets } from './log-redaction';

export type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

/**
 * The process's JSON logger (stdout unless told otherwise). No secret reaches a line (issue 29):
 * credentials are redacted by path, URLs scrubbed in the request line, in errors and in the
 * messages themselves (Fastify's 'Route GET:/… not found' quotes the URL whole).
 */
export function createLogger(level: string, destination?: DestinationStream): pino.Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: redactingSerializers,
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg: unknown) => (typeof arg === 'string' ? scrubSecrets(arg) : arg));
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
    formatters: {
      log: (fields) =>
        Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? scrubSecrets(value) : value]),
        ),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
