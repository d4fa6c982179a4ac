import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createAdmin, createUser, signIn } from '@test/factories';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown>; encoding?: Record<string, unknown> }> };
};
type Document = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

type Node = Record<string, unknown>;
/** Every schema object of the document, with where it is. */
function schemaNodes(node: unknown, at = '#'): { at: string; node: Node }[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((child, index) => schemaNodes(child, `${at}/${index}`));
  return [
    { at, node: node as Node },
    ...Object.entries(node).flatMap(([key, child]) => schemaNodes(child, `${at}/${key}`)),
  ];
}

// Not localhost: Redocly's recommended rules warn about a server a client cannot reach.
const PUBLIC_URL = 'https://boucles.test';

/**
 * The recommended rules' only warning we keep, and why: the e-mail confirmation link answers a
 * redirect to the profile page, never a 2xx (`operation-2xx-response`).
 */
const ACCEPTED_WARNINGS = ['operation-2xx-response #/paths/~1api~1auth~1verify-email/get/responses'];

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules: no error, and no warning but the one accepted", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/openapi.json', config });
    const found = problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
    const unexpected = problems
      .filter(
        (p) => p.severity === 'error' || !ACCEPTED_WARNINGS.includes(`${p.ruleId} ${p.location[0]?.pointer ?? ''}`),
      )
      .map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(unexpected).toEqual([]);
    // An accepted warning that no longer happens goes from the list.
    expect(ACCEPTED_WARNINGS.filter((warning) => !found.includes(warning))).toEqual([]);
  });

  it('gives every operation an operationId, its security and at least one 4xx answer', () => {
    const gaps = operations().filter(
      ({ operation }) =>
        !operation.operationId ||
        !operation.security ||
        !Object.keys(operation.responses).some((status) => status.startsWith('4')),
    );
    expect(gaps.map((gap) => gap.route)).toEqual([]);
  });

  it('says which routes need the session cookie, and documents the 401 and 403 they answer', () => {
    const session = [{ session: [] }];
    const exportData = document.paths['/api/me/export']!.get!;
    expect([exportData.security, Object.keys(exportData.responses)]).toEqual([
      session,
      expect.arrayContaining(['200', '401']),
    ]);
    const adminEvents = document.paths['/api/admin/events']!.get!;
    expect([adminEvents.security, Object.keys(adminEvents.responses)]).toEqual([
      session,
      expect.arrayContaining(['200', '401', '403']),
    ]);
    expect(document.paths['/api/health']!.get!.security).toEqual([]);
    // The shop answers everyone, and a signed-in seller sees their own listings marked.
    expect(document.paths['/api/products']!.get!.security).toEqual([{}, { session: [] }]);
  });

  it('names its server from PUBLIC_URL and the media path parameter', async () => {
    expect(document.servers).toEqual([{ url: PUBLIC_URL }]);
    expect(document.paths['/media/public/{*}']).toBeUndefined();
    const media = document.paths['/media/public/{key}']!.get!;
    expect(media.parameters).toEqual([expect.objectContaining({ name: 'key', in: 'path', required: true })]);
    // The name is only the document's: the file still comes from its path.
    const missing = await t.app.inject({ method: 'GET', url: '/media/public/products/absent.webp' });
    expect(missing.json().error.code).toBe('FILE_NOT_FOUND');
  });

  it('documents each upload: field name, accepted types and size limit', () => {
    const proof = document.paths['/api/orders/{id}/payment-proof']!.post!.requestBody!.content['multipart/form-data']!;
    expect(proof.schema).toMatchObject({
      required: ['proof'],
      properties: { proof: { type: 'string', format: 'binary', 'x-max-bytes': 5 * 1024 * 1024 } },
    });
    expect(proof.encoding).toEqual({ proof: { contentType: 'image/jpeg, image/png, application/pdf' } });
    const returnForm = document.paths['/api/orders/{id}/return']!.post!.requestBody!.content['multipart/form-data']!;
    expect(returnForm.schema).toMatchObject({
      required: ['reason'],
      properties: { reason: { enum: expect.any(Array) }, photos: { type: 'array', maxItems: 5 } },
    });
    // A route whose summary speaks of a multipart body declares it (`config.upload`).
    const undeclared = operations().filter(
      ({ operation }) => /multipart/i.test(operation.summary ?? '') && !operation.requestBody,
    );
    expect(undeclared.map((upload) => upload.route)).toEqual([]);
    const uploads = ['/api/me/avatar', '/api/product-media', '/api/admin/payouts/{id}/proof'];
    for (const path of uploads) {
      expect(Object.keys(document.paths[path]!.post!.requestBody!.content), path).toEqual(['multipart/form-data']);
    }
  });

  it('documents the sign-in endpoints with our own schemas', () => {
    const signUp = document.paths['/api/auth/sign-up/email']!.post!.requestBody!.content['application/json']!.schema;
    expect(signUp).toMatchObject({
      required: expect.arrayContaining(['name', 'email', 'password', 'confirmAdult', 'acceptTerms']),
      properties: { password: { minLength: 6, maxLength: 128 } },
    });
    for (const path of [
      'sign-in/email',
      'sign-out',
      'two-factor/verify-totp',
      'request-password-reset',
      'reset-password',
    ]) {
      expect(document.paths[`/api/auth/${path}`]?.post?.operationId, path).toEqual(expect.any(String));
    }
  });
});

describe('what a generated client relies on', () => {
  it('names the shared objects once in components.schemas and refers to them', () => {
    const named = Object.keys(document.components.schemas);
    expect(named).toEqual(
      expect.arrayContaining(['Order', 'Product', 'Return', 'Conversation', 'Message', 'Review', 'ApiError']),
    );
    const text = JSON.stringify(document.paths);
    expect(text.split('"#/components/schemas/Order"').length - 1).toBeGreaterThan(5);
    // The order is described once: no path carries its own copy of it.
    const order = document.components.schemas.Order as { properties: unknown };
    expect(text).not.toContain(JSON.stringify(order.properties).slice(1, -1));
    // Only what some operation reaches: no unused `…Input` twin of a response object.
    expect(named.filter((name) => name.endsWith('Input'))).toEqual([]);
  });

  it('says `format: date-time` on every instant, and `format: date` on a calendar day', () => {
    const instants = schemaNodes(document).flatMap(({ at, node }) =>
      Object.entries((node.properties ?? {}) as Record<string, Node>)
        .filter(([name, property]) => /(At|Until|Since|Date)$|^at$/.test(name) && property.type === 'string')
        .map(([name, property]) => ({ at: `${at}/${name}`, format: property.format })),
    );
    expect(instants.length).toBeGreaterThan(40);
    expect(instants.filter(({ format }) => format !== 'date-time' && format !== 'date')).toEqual([]);
    // A calendar day is not an instant: the retention date of a bank statement.
    expect(instants.filter(({ format }) => format === 'date').map(({ at }) => at.split('/').pop())).toEqual(
      expect.arrayContaining(['retainUntil']),
    );
  });

  it('lists null among the values of a nullable enum, and gives every nullable a type', () => {
    const nodes = schemaNodes(document).filter(({ node }) => node.nullable === true);
    const enums = nodes.filter(({ node }) => Array.isArray(node.enum));
    expect(enums.length).toBeGreaterThan(0);
    expect(enums.filter(({ node }) => !(node.enum as unknown[]).includes(null)).map(({ at }) => at)).toEqual([]);
    expect(nodes.filter(({ node }) => node.type === undefined).map(({ at }) => at)).toEqual([]);
  });

  it('declares the second-factor answer of sign-in', () => {
    const answer = document.paths['/api/auth/sign-in/email']!.post!.responses['200'] as {
      content: Record<string, { schema: { anyOf: Node[] } }>;
    };
    const twoFactor = answer.content['application/json']!.schema.anyOf.find(
      (branch) => (branch.properties as Node | undefined)?.twoFactorRedirect,
    );
    expect(twoFactor).toMatchObject({
      properties: { twoFactorMethods: { type: 'array', items: { enum: ['totp', 'otp'] } } },
      required: expect.arrayContaining(['twoFactorRedirect', 'twoFactorMethods']),
    });
  });

  it('declares the platform answers of every route, with the error body', () => {
    const error = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } };
    const gaps = operations()
      .filter(({ route }) => !route.includes(' /api/auth/'))
      .flatMap(({ route, operation }) => {
        const writes = !route.startsWith('GET ');
        const expected = ['404', '408', '500', ...(writes ? ['400', '413', '415'] : [])];
        return expected
          .filter((status) => !(operation.responses[status] as Node | undefined)?.content)
          .map((status) => `${route} ${status}`);
      });
    expect(gaps).toEqual([]);
    expect(document.paths['/api/orders/{id}']!.get!.responses['500']).toMatchObject(error);
    expect(document.paths['/api/auth/verify-email']!.get!.responses['302']).toBeDefined();
    expect(document.paths['/media/public/{key}']!.get!.responses['302']).toBeDefined();
  });

  it('declares the content types the API answers besides JSON', () => {
    const types = new Set(
      operations().flatMap(({ operation }) =>
        Object.values(operation.responses).flatMap((answer) => Object.keys((answer as Node).content ?? {})),
      ),
    );
    for (const type of [
      'application/pdf',
      'text/csv',
      'application/xml',
      'text/event-stream',
      'text/html',
      'image/*',
    ]) {
      expect(types, type).toContain(type);
    }
  });
});

describe('the browsable API documentation', () => {
  it('is open outside production', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, expect.stringContaining('text/html')]);
  });

  it('is for administrators only in production', async () => {
    const admin = await createAdmin(t);
    const user = await createUser(t);
    // Read at each request: the same app, now told it runs in production.
    const config = t.ctx.config as { env: string };
    config.env = 'production';
    try {
      const visitor = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      const buyer = await (await signIn(t, user)).get('/api/docs/');
      const administrator = await (await signIn(t, admin)).get('/api/docs/');
      expect([visitor.statusCode, buyer.statusCode, administrator.statusCode]).toEqual([401, 403, 200]);
      expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    } finally {
      config.env = 'test';
    }
  });
});
