import { subDays } from 'date-fns';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import { runExclusively } from '@server/platform/jobs';
import { notify } from './notify';
import { purgeDeliveriesJob } from './purge-deliveries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function give(userId: string, count: number, read = false) {
  for (let i = 0; i < count; i++) {
    t.clock.advance(1000);
    await t.ctx.db
      .transaction()
      .execute((trx) =>
        notify(trx, [{ userId, type: 'order_status', title: `Titre ${i}`, message: `Message ${i}`, link: '/orders' }]),
      );
  }
  if (read) await t.ctx.db.updateTable('notifications').set({ is_read: true }).where('user_id', '=', userId).execute();
}

const countOf = async (userId: string) =>
  (
    await t.ctx.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).n;

describe('GET /api/me/notifications', () => {
  it('lists my 20 newest, newest first, and counts all my unread ones', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    await give(other.id, 2);
    await give(me.id, 25);
    const response = await (await signIn(t, me)).get('/api/me/notifications');
    expect(response.statusCode).toBe(200);
    const { items, unreadCount } = response.json();
    expect(items).toHaveLength(20);
    expect(items[0]).toMatchObject({ title: 'Titre 24', message: 'Message 24', link: '/orders', isRead: false });
    expect(items[19].title).toBe('Titre 5');
    expect(unreadCount).toBe(25);
  });

  it('pages them all, newest first, with no duplicate and no gap, and refuses a forged cursor', async () => {
    const me = await createUser(t);
    const client = await signIn(t, me);
    const at = Date.parse('2026-01-01T00:00:00Z');
    // 60 notifications, the last ten of the same instant: the id breaks the tie.
    const rows = Array.from({ length: 60 }, (_, i) => ({
      user_id: me.id,
      type: 'order_status' as const,
      title: `Titre ${i}`,
      message: `Message ${i}`,
      created_at: new Date(at + Math.min(i, 50) * 60_000),
    }));
    const ids = (await t.ctx.db.insertInto('notifications').values(rows).returning('id').execute()).map((r) => r.id);
    const first = (await client.get('/api/me/notifications')).json();
    expect([first.items.length, first.unreadCount]).toEqual([20, 60]);
    const read = await readAllPages(client, '/api/me/notifications', { limit: 7 });
    expect(read).toHaveLength(60);
    expect(new Set(read)).toEqual(new Set(ids));
    expect(read.slice(-50)).toEqual(ids.slice(0, 50).reverse());
    expect(await readAllPages(client, '/api/me/notifications', { limit: 50 })).toEqual(read);
    await expectPagingRefusals(client, '/api/me/notifications');
  });

  it("never pages into someone else's notifications", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    await give(me.id, 1);
    await give(other.id, 3);
    const theirs = await t.ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', other.id)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const client = await signIn(t, me);
    // Her cursor names no notification of mine: an empty page, nothing of hers leaks.
    const cursor = Buffer.from(theirs.id).toString('base64url');
    expect((await client.get(`/api/me/notifications?cursor=${cursor}`)).json()).toEqual({
      items: [],
      nextCursor: null,
      unreadCount: 1,
    });
    const mine = await readAllPages(client, '/api/me/notifications');
    expect(mine).toHaveLength(1);
  });

  it('is refused to a visitor', async () => {
    const response = await clientFor(t).get('/api/me/notifications');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Veuillez vous connecter pour continuer');
  });
});

describe('POST /api/me/notifications/read-all', () => {
  it('marks every unread notification of mine read, and no one else’s', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    await give(me.id, 22);
    await give(other.id, 3);
    const client = await signIn(t, me);
    expect((await client.post('/api/me/notifications/read-all')).json()).toEqual({ unreadCount: 0 });
    expect((await client.get('/api/me/notifications')).json().unreadCount).toBe(0);
    expect((await (await signIn(t, other)).get('/api/me/notifications')).json().unreadCount).toBe(3);
  });

  it('is refused to a visitor', async () => {
    expect((await clientFor(t).post('/api/me/notifications/read-all')).statusCode).toBe(401);
  });
});

describe('DELETE /api/me/notifications/:id', () => {
  it('removes my notification', async () => {
    const me = await createUser(t);
    await give(me.id, 2);
    const client = await signIn(t, me);
    const [first] = (await client.get('/api/me/notifications')).json().items;
    expect((await client.delete(`/api/me/notifications/${first.id}`)).statusCode).toBe(204);
    expect(await countOf(me.id)).toBe(1);
  });

  it("answers 404 for someone else's notification and leaves it in place", async () => {
    const owner = await createUser(t);
    await give(owner.id, 1);
    const [theirs] = (await (await signIn(t, owner)).get('/api/me/notifications')).json().items;
    const intruder = await signIn(t, await createUser(t));
    const response = await intruder.delete(`/api/me/notifications/${theirs.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Notification introuvable');
    expect(await countOf(owner.id)).toBe(1);
    expect((await clientFor(t).delete(`/api/me/notifications/${theirs.id}`)).statusCode).toBe(401);
  });

  it('answers a malformed id in French', async () => {
    const client = await signIn(t, await createUser(t));
    const response = await client.delete('/api/me/notifications/pas-un-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Notification introuvable');
  });
});

describe('GET /api/me/events', () => {
  it('is refused to a visitor', async () => {
    expect((await clientFor(t).get('/api/me/events')).statusCode).toBe(401);
  });
});

describe('old deliveries', () => {
  it('are purged 30 days after, once settled; pending ones stay', async () => {
    const me = await createUser(t);
    await give(me.id, 2);
    const rows = await t.ctx.db
      .selectFrom('notification_deliveries')
      .select('id')
      .where('user_id', '=', me.id)
      .execute();
    expect(rows).toHaveLength(2);
    const monthAgo = subDays(t.clock.now(), 31);
    await sql`UPDATE notification_deliveries SET created_at = ${monthAgo} WHERE user_id = ${me.id}`.execute(t.ctx.db);
    await t.ctx.db
      .updateTable('notification_deliveries')
      .set({ status: 'sent' })
      .where('id', '=', rows[0]!.id)
      .execute();
    await runExclusively(t.ctx.db, purgeDeliveriesJob(t.ctx));
    const left = await t.ctx.db
      .selectFrom('notification_deliveries')
      .select('id')
      .where('user_id', '=', me.id)
      .execute();
    expect(left).toEqual([{ id: rows[1]!.id }]);
  });
});
