import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_SCHEME, documentRoute } from './document-route';

type Operation = Record<string, unknown> & { 'x-upload-body'?: unknown };
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
} & Record<string, unknown>;
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
    // The schemas named with `.meta({ id })` become components.schemas, referenced rather than copied.
    transformObject: (input) => finishDocument(jsonSchemaTransformObject(input) as Document, extra.paths),
  };
}

/**
 * Multipart bodies move into place (@fastify/swagger has no per-part `encoding`), extra paths
 * join, and every nullable enum lists `null` among its values.
 */
function finishDocument(document: Document, extraPaths: ExtraDocumentation['paths']): Document {
  const paths = { ...document.paths };
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      if (!operation['x-upload-body']) continue;
      operation.requestBody = operation['x-upload-body'];
      delete operation['x-upload-body'];
    }
  }
  const withPaths = { ...document, paths: { ...paths, ...(extraPaths as Document['paths']) } };
  return nullableWithoutType(nullableEnumsAllowNull(withoutUnusedSchemas(withPaths)));
}

/**
 * The provider writes every named schema twice, as read (`Order`) and as written (`OrderInput`);
 * only those an operation reaches, directly or through another schema, stay.
 */
function withoutUnusedSchemas(document: Document): Document {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const pending = [...referencedNames(document.paths)];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (used.has(name) || !schemas[name]) continue;
    used.add(name);
    pending.push(...referencedNames(schemas[name]));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

/**
 * zod writes a nullable named schema as `{ nullable: true, allOf: [{ $ref }] }`, but OpenAPI
 * 3.0.3 ignores `nullable` without a `type` (and ajv refuses it): the null becomes a branch of its own.
 */
function nullableWithoutType<T>(node: T): T {
  if (Array.isArray(node)) return node.map(nullableWithoutType) as T;
  if (!node || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableWithoutType(value)]));
  if (copy.nullable !== true || copy.type !== undefined) return copy as T;
  const { nullable: _nullable, allOf, ...rest } = copy;
  const members = Array.isArray(allOf) && allOf.length === 1 ? allOf : [{ ...rest, ...(allOf ? { allOf } : {}) }];
  const annotations = Array.isArray(allOf) && allOf.length === 1 ? rest : {};
  return { ...annotations, anyOf: [...members, NULL_SCHEMA] } as T;
}

const NULL_SCHEMA = { type: 'object', nullable: true, enum: [null] };

function referencedNames(node: unknown): string[] {
  return [...JSON.stringify(node ?? null).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
}

/**
 * OpenAPI 3.0.3 says `nullable` does not widen an `enum`: a nullable enum must list `null`, or
 * strict validators (ajv) refuse the null that the API does send.
 */
function nullableEnumsAllowNull<T>(node: T): T {
  if (Array.isArray(node)) return node.map(nullableEnumsAllowNull) as T;
  if (!node || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableEnumsAllowNull(value)]));
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) {
    copy.enum = [...(copy.enum as unknown[]), null];
  }
  return copy as T;
}
