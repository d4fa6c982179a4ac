import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const URL = '/api/me/notification-preferences';

describe('notification preferences', () => {
  it('refuses a visitor, to read and to save', async () => {
    const visitor = clientFor(t);
    expect((await visitor.get(URL)).statusCode).toBe(401);
    const put = await visitor.put(URL, { email: false, orderUpdates: false, messages: false });
    expect(put.statusCode).toBe(401);
    expect(put.json().error.code).toBe('UNAUTHORIZED');
  });

  it('are all on until the user changes them', async () => {
    const client = await signIn(t, await createUser(t));
    const response = await client.get(URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: true, orderUpdates: true, messages: true });
  });

  it('are saved for the user alone, and changed again later', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const other = await signIn(t, await createUser(t));

    const saved = await client.put(URL, { email: false, orderUpdates: true, messages: false });
    expect(saved.statusCode).toBe(200);
    expect((await client.get(URL)).json()).toEqual({ email: false, orderUpdates: true, messages: false });
    expect((await other.get(URL)).json()).toEqual({ email: true, orderUpdates: true, messages: true });

    await client.put(URL, { email: true, orderUpdates: false, messages: false });
    expect((await client.get(URL)).json()).toEqual({ email: true, orderUpdates: false, messages: false });
    const rows = await t.ctx.db
      .selectFrom('notification_preferences')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([[{ email: false, orderUpdates: true }], [{ email: 'non', orderUpdates: true, messages: true }]])(
    'refuses %o in French and changes nothing',
    async (body) => {
      const client = await signIn(t, await createUser(t));
      const response = await client.put(URL, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Préférence de notification invalide');
      expect((await client.get(URL)).json()).toEqual({ email: true, orderUpdates: true, messages: true });
    },
  );
});
