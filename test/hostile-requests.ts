import fc from 'fast-check';
import { multipartForm } from './files';

// Hostile requests for the fuzz of every route (src/server/security/fuzz.test.ts): values, bodies,
// path spellings and origins, shaped by each route's OpenAPI schemas so that some get far.

/** The parts of a JSON schema the fuzz reads to make values the route would nearly accept. */
export type Schema = {
  type?: string;
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  format?: string;
};

export type Route = {
  method: string;
  path: string;
  pathParams: string[];
  query: Record<string, Schema>;
  body: Schema;
};

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '',
    ' ',
    '%00',
    '%',
    '%zz',
    '../../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '\u202Egnp.exe',
    'NaN',
    '-1',
    '1e309',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.tuple(fc.string({ maxLength: 5 }), loneSurrogate, fc.string({ maxLength: 5 })).map((parts) => parts.join('')),
  fc.constantFrom('x'.repeat(10_000), 'é'.repeat(6_000), '🙂'.repeat(3_000)),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 2 ** 31, 2 ** 53, -(2 ** 53), 2 ** 53 + 2, 1e308, -1e308, 1e-320),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** A JSON value nested `depth` times: arrays, or objects. */
const deepJson = (depth: number, kind: number) =>
  kind === 0 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Percent-encoding that also writes what encodeURIComponent refuses (a lone surrogate as CESU-8 bytes). */
const encode = (value: string) =>
  [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

const rawPathValue = fc.oneof(
  fc.uuid().map(String),
  fc.constantFrom(
    '%2e%2e',
    '..',
    '%00',
    '%ZZ',
    '%ED%A0%80',
    '%2F',
    'a%2Fb',
    '0',
    '-1',
    '9'.repeat(400),
    'x'.repeat(5_000),
  ),
  hostileString.map(encode),
);

type Body = { payload?: string | Buffer; contentType?: string };

/** A value the schema allows (patterns aside), with real ids for uuids: what gets past validation. */
function valueOf(schema: Schema, realIds: string[]): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueOf(choice, realIds)));
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record = Object.fromEntries(properties.map(([name, property]) => [name, valueOf(property, realIds)]));
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, realIds), { minLength: schema.minItems ?? 0, maxLength: 3 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...realIds), fc.uuid());
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri') return fc.webUrl();
      // The longest allowed, or a few words: limits are where lengths in bytes and characters part.
      return fc.oneof(
        fc.string({
          unit: 'grapheme',
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, 40),
        }),
        fc.constant('é🙂'.repeat(Math.ceil((schema.maxLength ?? 1_000) / 3)).slice(0, schema.maxLength ?? 1_000)),
      );
    default:
      return hostileValue;
  }
}

/** The body's field names (one made up when it has none, to have something to spoil). */
const fieldsOf = (schema: Schema) => {
  const names = Object.keys(schema.properties ?? {});
  return names.length > 0 ? names : ['x'];
};

/** A body the route nearly accepts: valid but for at most one field, so it reaches the service. */
const nearlyValidBody = (schema: Schema, realIds: string[]) =>
  fc
    .tuple(valueOf(schema, realIds), fc.option(fc.tuple(fc.constantFrom(...fieldsOf(schema)), hostileValue)))
    .map(([value, spoil]): Body => {
      const body = typeof value === 'object' && value !== null ? { ...value } : {};
      if (spoil) Object.assign(body, { [spoil[0]]: spoil[1] });
      return { payload: JSON.stringify(body), contentType: 'application/json' };
    });

const jsonBody = (fields: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...fields, '__proto__', 'extra'), hostileValue), { maxLength: 6 })
    .map((pairs): Body => ({ payload: JSON.stringify(Object.fromEntries(pairs)), contentType: 'application/json' }));

const rawJsonBody = fc
  .oneof(
    fc.constantFrom('{', '{"a":', '[1,]', '', 'null', '1e999999', '"\\u0000"', '"\\ud800"', '{"__proto__":{"x":1}}'),
    fc
      .tuple(fc.integer({ min: 30, max: 20_000 }), fc.integer({ min: 0, max: 1 }))
      .map(([depth, kind]) => deepJson(depth, kind)),
    hostileString.map((value) => JSON.stringify({ q: value })),
  )
  .map((payload): Body => ({ payload, contentType: 'application/json' }));

const boundary = 'fuzzboundary';
const multipartBody = fc.oneof(
  // Truncated: no closing boundary.
  fc.constant<Body>({
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  }),
  fc.uint8Array({ maxLength: 2_000 }).map((bytes): Body => ({
    payload: Buffer.from(bytes),
    contentType: `multipart/form-data; boundary=${boundary}`,
  })),
  fc.constant<Body>({ payload: '--x\r\n\r\n', contentType: 'multipart/form-data' }),
  fc
    .tuple(
      fc.constantFrom('file', 'proof', 'photos', 'reason'),
      fc.constantFrom('image/png', 'application/pdf', 'text/html'),
      fc.uint8Array({ maxLength: 500 }),
    )
    .map(([field, type, bytes]): Body => {
      const form = multipartForm({ reason: 'defective', description: '\u0000' }, [
        { field, file: { name: '../../x\u0000.png', type, data: Buffer.from(bytes) } },
      ]);
      return { payload: form.payload, contentType: form.contentType };
    }),
);

const bodyFor = (route: Route, realIds: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: nearlyValidBody(route.body, realIds) },
    jsonBody(fieldsOf(route.body)),
    rawJsonBody,
    { weight: 2, arbitrary: multipartBody },
    hostileString.map((text): Body => ({ payload: text, contentType: 'text/plain' })),
    hostileString.map((text): Body => ({
      payload: `a=${encode(text)}`,
      contentType: 'application/x-www-form-urlencoded',
    })),
    fc.constantFrom<Body>(
      {},
      { payload: '{}', contentType: 'application/json; charset=utf-16' },
      { payload: '<a/>', contentType: 'application/xml' },
      { payload: '{}', contentType: '' },
    ),
  );

/** The path as documented mostly; else another spelling (the router decodes them, so must every guard). */
const spelling = fc.oneof(
  { weight: 8, arbitrary: fc.constant((path: string) => path) },
  fc.constantFrom(
    (path: string) => path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
    (path: string) =>
      path.replace(/\/([a-z])/g, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16).toUpperCase()}`),
    (path: string) => path.replace('/api/', '/api//'),
    (path: string) => `${path}/`,
    (path: string) => path.toUpperCase(),
    (path: string) => path.replace('/api/', '/api/./'),
    (path: string) => `${path};x=1`,
  ),
);

const hostileOrigin = fc.constantFrom(
  '',
  'null',
  'http://',
  '::::',
  'http://evil.example',
  'http://[::1',
  'file:///etc',
);

export type Attempt = { url: string; body: Body; origin: string | null; idempotencyKey?: string };

export function attemptFor(route: Route, realIds: string[]) {
  const pathValue = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
    { weight: 3, arbitrary: rawPathValue },
  );
  return fc
    .record({
      params: fc.array(pathValue, { minLength: route.pathParams.length, maxLength: route.pathParams.length }),
      query: fc.array(
        fc.oneof(
          fc.tuple(fc.constantFrom(...Object.keys(route.query), 'extra'), hostileString),
          ...Object.entries(route.query).map(([name, schema]) =>
            fc.tuple(fc.constant(name), valueOf(schema, realIds).map(String)),
          ),
        ),
        { maxLength: 4 },
      ),
      spell: spelling,
      body: bodyFor(route, realIds),
      // Mostly our own origin, so the request gets past the CSRF guard to the route.
      origin: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: hostileOrigin }),
      idempotencyKey: fc.option(fc.constantFrom('x', 'k'.repeat(300), '%00', '\t')),
    })
    .map(({ params, query, spell, body, origin, idempotencyKey }): Attempt => {
      let index = 0;
      const path = route.path.replace(/\{[^}]+\}/g, () => params[index++] ?? '');
      const search = query.map(([name, value]) => `${name}=${encode(value)}`).join('&');
      return {
        url: `${spell(path)}${search ? `?${search}` : ''}`,
        body,
        origin,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      };
    });
}
