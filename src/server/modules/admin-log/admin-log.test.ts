import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { orderParties, paidOrder, paymentIdOf } from '@test/order-factories';
import { runExclusively } from '@server/platform/jobs';
import { logAdminAction } from './log-admin-action';
import { purgeAdminLogsJob } from './purge-admin-logs';

let t: TestApp;
let p: Awaited<ReturnType<typeof orderParties>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await orderParties(t);
});
afterAll(async () => t.close());

type Entry = {
  id: number;
  action: string;
  admin: { name: string } | null;
  targetType: string;
  targetId: string;
  targetLink: string | null;
};
const page = async (query = '') =>
  (await p.adminClient.get(`/api/admin/logs${query}`)).json() as { items: Entry[]; nextBefore: number | null };

describe('the activity log', () => {
  it('shows who did what to which target, newest first, with a link to it', async () => {
    const orderId = await paidOrder(t, p);
    const contact = await p.adminClient.get(`/api/admin/users/${p.buyer.id}/contact`);
    expect(contact.statusCode).toBe(200);
    const { items } = await page();
    expect(items[0]).toMatchObject({ action: 'read_contact', targetType: 'profile', targetId: p.buyer.id });
    expect(items[1]).toMatchObject({
      action: 'approve_payment',
      targetType: 'payment',
      targetId: await paymentIdOf(t, orderId),
      targetLink: `/admin?onglet=commandes&q=${orderId}`,
    });
    expect(items[0]?.admin?.name).toBeTruthy();
  });

  it('links a return to its order, where it shows once closed too', async () => {
    const orderId = '5b3c2a1e-0000-4000-8000-000000000002';
    await logAdminAction(t.ctx.db, {
      adminId: p.admin.id,
      action: 'refund_return',
      targetType: 'return',
      targetId: '5b3c2a1e-0000-4000-8000-000000000001',
      details: { orderId },
    });
    const { items } = await page('?action=refund_return');
    expect(items[0]?.targetLink).toBe(`/admin?onglet=commandes&q=${orderId}`);
  });

  it('pages 20 at a time and filters by action and by target', async () => {
    for (let i = 0; i < 25; i++) {
      await logAdminAction(t.ctx.db, {
        adminId: p.admin.id,
        action: 'record_payout',
        targetType: 'profile',
        targetId: p.seller.id,
      });
    }
    const first = await page('?action=record_payout');
    expect(first.items).toHaveLength(20);
    expect(first.items.every((entry) => entry.action === 'record_payout')).toBe(true);
    const second = await page(`?action=record_payout&before=${first.nextBefore}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextBefore).toBeNull();
    const byTarget = await page(`?targetType=profile&targetId=${p.buyer.id}`);
    expect(byTarget.items.map((entry) => entry.action)).toEqual(['read_contact']);
    const unknown = await p.adminClient.get('/api/admin/logs?action=pirater');
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([400, 'Action inconnue']);
  });

  it('is for admins only', async () => {
    expect((await new TestClient(t.app).get('/api/admin/logs')).statusCode).toBe(401);
    expect((await (await signIn(t, await createUser(t))).get('/api/admin/logs')).statusCode).toBe(403);
  });

  it('keeps entries 12 months', async () => {
    await logAdminAction(t.ctx.db, {
      adminId: p.admin.id,
      action: 'grant_admin',
      targetType: 'profile',
      targetId: p.admin.id,
    });
    const job = purgeAdminLogsJob(t.ctx);
    t.clock.advance(364 * 24 * 60 * 60 * 1000);
    expect(await runExclusively(t.ctx.db, job)).toBe(0);
    t.clock.advance(3 * 24 * 60 * 60 * 1000);
    expect(await runExclusively(t.ctx.db, job)).toBeGreaterThan(25);
    expect((await page()).items).toEqual([]);
  });
});
