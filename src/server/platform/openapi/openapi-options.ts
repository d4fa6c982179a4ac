import type { SwaggerOptions } from '@fastify/swagger';
import { SESSION_SCHEME, documentRoute } from './document-route';

type Operation = Record<string, unknown> & { 'x-upload-body'?: unknown };
type Document = { paths?: Record<string, Record<string, Operation>> } & Record<string, unknown>;
/** What the app serves without a route of its own to document it (better-auth's endpoints). */
export type ExtraDocumentation = {
  paths: Record<string, Record<string, unknown>>;
  securitySchemes: Record<string, Record<string, unknown>>;
};

/** The options of @fastify/swagger: the document `/api/openapi.json` serves. */
export function openapiOptions(
  publicUrl: string,
  extra: ExtraDocumentation = { paths: {}, securitySchemes: {} },
): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Boucles API',
        description:
          'Marketplace de perruques et mèches. Every error answers `{ "error": { "code", "message" } }` with a French message. ' +
          'Writes from a browser must come from the site itself (Origin checked).',
        version: '1.0.0',
        license: { name: 'Conditions d’utilisation de Boucles', url: `${publicUrl}/terms` },
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'boucles.session_token',
            description: 'Set by `POST /api/auth/sign-in/email` (or the second-factor step after it).',
          },
          ...extra.securitySchemes,
        },
      },
    },
    transform: documentRoute,
    transformObject: (input) =>
      finishDocument(('openapiObject' in input ? input.openapiObject : {}) as Document, extra.paths),
  };
}

/** Multipart bodies move into place (@fastify/swagger has no per-part `encoding`), extra paths join. */
function finishDocument(document: Document, extraPaths: ExtraDocumentation['paths']): Document {
  const paths = { ...document.paths };
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      if (!operation['x-upload-body']) continue;
      operation.requestBody = operation['x-upload-body'];
      delete operation['x-upload-body'];
    }
  }
  return { ...document, paths: { ...paths, ...(extraPaths as Document['paths']) } };
}
