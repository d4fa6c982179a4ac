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
};

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
