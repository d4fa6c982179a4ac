import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The API contract: every answer a test receives is checked against the app's own OpenAPI
 * document (status declared, content type declared, JSON body valid with the OpenAPI formats and
 * no undeclared field where the schema closes its object). A mismatch is recorded here and
 * fails the test that received it (test/contract-check.ts), so the document cannot drift from
 * what clients actually get.
 */

type Media = { schema?: unknown };
type Answer = { content?: Record<string, Media> };
type Operation = { responses?: Record<string, Answer> };
type Document = { paths: Record<string, Record<string, Operation>> };

type Contract = { document: Document; ajv: Ajv; validators: Map<string, ValidateFunction> };

const failures: string[] = [];

/** The mismatches recorded since the last call (emptied by it). */
export function takeContractFailures(): string[] {
  return failures.splice(0);
}

// ajv-formats is CommonJS: its default export is the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

function contractOf(document: Document): Contract {
  // strict off: the document carries OpenAPI words (paths, responses, nullable…) that are not JSON Schema.
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(asDraft7(document), 'openapi');
  return { document, ajv, validators: new Map() };
}

/**
 * OpenAPI 3.0 takes `exclusiveMinimum`/`exclusiveMaximum` as booleans beside `minimum`/`maximum`
 * (JSON Schema draft 4); ajv reads draft 7, where they are the bounds themselves.
 */
function asDraft7<T>(node: T): T {
  if (Array.isArray(node)) return node.map(asDraft7) as T;
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, asDraft7(value)]),
  );
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof copy[flag] !== 'boolean') continue;
    if (copy[flag]) copy[flag] = copy[bound];
    else delete copy[flag];
    if (copy[flag] !== undefined) delete copy[bound];
  }
  return copy as T;
}

/** Adds the hook to an app before it is ready; it reads the app's document once, on the first answer. */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  let contract: Contract | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    contract ??= contractOf(app.swagger() as unknown as Document);
    const failure = mismatch(contract, request, reply, payload);
    if (failure) failures.push(`${request.method} ${request.url} → ${reply.statusCode}: ${failure}`);
    return payload;
  });
}

function mismatch(contract: Contract, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const found = operationOf(contract.document, request);
  if (!found) return undefined;
  const { operation, pointer } = found;
  const status = String(reply.statusCode);
  const responses = operation.responses ?? {};
  const key = [status, `${status[0]}XX`, 'default'].find((candidate) => responses[candidate]);
  if (!key) return `status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})`;
  const body = bodyOf(payload);
  // A redirect's body is a note for a person; clients follow `Location` (RFC 9110 §15.4).
  if (body === undefined || status.startsWith('3')) return undefined;
  const mediaType = String(reply.getHeader('content-type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const content = responses[key]!.content ?? {};
  const declared = Object.keys(content).find((type) => mediaMatches(type, mediaType));
  if (!declared)
    return `content type '${mediaType}' is not declared (declared: ${Object.keys(content).join(', ') || 'no body'})`;
  if (!isJson(mediaType) || typeof body !== 'string' || reply.getHeader('content-encoding')) return undefined;
  if (!content[declared]!.schema) return undefined;
  const validate = validatorOf(contract, `${pointer}/responses/${key}/content/${escape(declared)}/schema`);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return `the body is not JSON: ${body.slice(0, 80)}`;
  }
  if (validate(data)) return undefined;
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`)
    .join('; ');
}

function operationOf(document: Document, request: FastifyRequest) {
  const method = request.method.toLowerCase();
  const candidates = [documentedPath(request.routeOptions.url ?? ''), request.url.split('?')[0]!];
  for (const path of candidates) {
    const operation = document.paths[path]?.[method];
    if (operation) return { operation, pointer: `openapi#/paths/${escape(path)}/${method}` };
  }
  return undefined;
}

/** `/api/orders/:id` → `/api/orders/{id}`; a trailing `*` is documented as `{key}` (document-route.ts). */
function documentedPath(url: string): string {
  return url.replace(/\/\*$/, '/{key}').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The body as text, `null` for a stream (not read here), undefined when there is none. */
function bodyOf(payload: unknown): string | null | undefined {
  if (payload === undefined || payload === null) return undefined;
  if (typeof payload === 'string') return payload === '' ? undefined : payload;
  if (Buffer.isBuffer(payload)) return payload.length === 0 ? undefined : payload.toString('utf8');
  return null;
}

function mediaMatches(declared: string, actual: string): boolean {
  if (declared === '*/*' || declared === actual) return true;
  return declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1));
}

function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

function validatorOf(contract: Contract, ref: string): ValidateFunction {
  let validate = contract.validators.get(ref);
  if (!validate) {
    validate = compiled(contract.ajv, ref);
    contract.validators.set(ref, validate);
  }
  return validate;
}

/** A schema ajv cannot compile is a fault of the document too: every answer it describes fails. */
function compiled(ajv: Ajv, ref: string): ValidateFunction {
  try {
    return ajv.compile({ $ref: ref });
  } catch (error) {
    const refusal = Object.assign(() => false, {
      errors: [{ instancePath: '', message: `the schema does not compile: ${String(error)}`, params: {} }],
    });
    return refusal as unknown as ValidateFunction;
  }
}

/** A JSON pointer segment (RFC 6901). */
function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
