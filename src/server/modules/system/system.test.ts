import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { beginDraining } from '@server/platform/lifecycle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('system routes', () => {
  it('reports health and which database runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('tells a load balancer when the instance is ready, and when it drains', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    const other = await createTestApp();
    try {
      beginDraining(other.app);
      const draining = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining' }]);
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/session', '/api/me/roles/seller']),
    );
    const roleResponses = document.paths['/api/me/roles/seller'].post.responses;
    expect(Object.keys(roleResponses)).toEqual(expect.arrayContaining(['201', '401', '409']));
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('asks browsers for https only (HSTS) when the public address is https', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    const secure = await createTestApp({ publicUrl: 'https://boucles.example' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('answers an unknown API route with the error shape in French', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Route introuvable : GET /api/nope' });
  });

  it('refuses malformed JSON with a French message, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/roles/seller',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Requête invalide');
  });
});
