import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import { openAuthPaths, openEndpoint } from './auth-endpoints';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const profileOf = (id: string) =>
  t.ctx.db.selectFrom('profiles').select(['full_name', 'avatar_url']).where('id', '=', id).executeTakeFirstOrThrow();

/** Every endpoint better-auth itself serves, as its router knows them. */
function betterAuthPaths(): string[] {
  const endpoints = Object.values(t.ctx.auth.api) as Array<{ path?: unknown }>;
  return [...new Set(endpoints.map((endpoint) => endpoint.path).filter((path) => typeof path === 'string'))];
}

describe("better-auth's own endpoints", () => {
  it('refuses update-user under every spelling, leaving name and photo as they were', async () => {
    const user = await createUser(t, { fullName: 'Awa Diallo' });
    const client = await signIn(t, user);
    const before = await profileOf(user.id);
    const forged = { name: 'x', image: 'javascript:alert(1)' };
    for (const url of [
      '/api/auth/update-user',
      '/api/auth/update%2Duser',
      '/api/auth/%75pdate-user',
      '/api/auth/update-user?x=1',
      '/api/auth//update-user',
    ]) {
      const response = await client.post(url, forged);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect(await profileOf(user.id)).toEqual(before);
  });

  it('answers 404 for every endpoint the product does not use, signed in or not', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const closed = betterAuthPaths().filter((path) => !openAuthPaths.includes(path));
    expect(closed).toContain('/update-user');
    expect(closed).toContain('/change-email');
    for (const path of closed) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await client.request(method, `/api/auth${path}`, method === 'POST' ? {} : undefined);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
      }
    }
  });

  it('opens each endpoint the product uses for its one method only', async () => {
    const client = clientFor(t);
    for (const path of openAuthPaths) {
      const other = openEndpoint(path, 'POST', {}) ? 'GET' : 'POST';
      const response = await client.request(other, `/api/auth${path}`, other === 'POST' ? {} : undefined);
      expect(response.statusCode, `${other} ${path}`).toBe(404);
    }
  });

  it('does not let sign-up set a photo or any field the form does not have', async () => {
    const victim = await createUser(t);
    const email = `photo-${Date.now()}@example.test`;
    const response = await clientFor(t).post('/api/auth/sign-up/email', {
      name: 'Nadia Traoré',
      email,
      password: 'cheveux-crepus',
      confirmAdult: true,
      acceptTerms: true,
      image: `/media/public/avatars/${victim.id}/avatar-1-abcd.webp`,
    });
    expect(response.statusCode).toBe(200);
    const created = await t.ctx.db
      .selectFrom('profiles')
      .select('avatar_url')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(created.avatar_url).toBeNull();
  });
});
