import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createSeller, createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { notificationsOf } from '@test/order-factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import { insertReport } from '@test/trust-factories';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, await createAdmin(t));
});
afterAll(async () => t.close());

type Group = { target: { type: string; id: string; label: string | null }; count: number; decisions: string[] };
const queue = async (): Promise<Group[]> => (await admin.get('/api/admin/reports')).json().groups;
const groupOf = async (id: string) => (await queue()).find((group) => group.target.id === id);

async function reportedListing(title = 'Perruque douteuse') {
  const seller = await createSeller(t, { fullName: 'Vendeuse Signalée' });
  const productId = await insertProduct(t, seller.id, { title });
  const reporters = [await createUser(t, { fullName: 'Rita Rapporteuse' }), await createUser(t)];
  await insertReport(t, reporters[0]!.id, { productId }, 'fake_product', 'Photos volées sur Instagram');
  t.clock.advance(1000);
  await insertReport(t, reporters[1]!.id, { productId }, 'scam');
  return { seller, productId, reporters };
}

describe('the reports queue', () => {
  it('groups open reports by target, newest first, with count, reasons and descriptions', async () => {
    const older = await reportedListing('Ancienne annonce');
    t.clock.advance(60_000);
    const newer = await reportedListing('Nouvelle annonce');
    const groups = await queue();
    const ids = groups.map((group) => group.target.id);
    expect(ids.indexOf(newer.productId)).toBeLessThan(ids.indexOf(older.productId));
    const group = (await groupOf(newer.productId))!;
    expect(group).toMatchObject({
      target: { type: 'product', label: 'Nouvelle annonce', link: `/product/${newer.productId}` },
      count: 2,
      decisions: ['dismiss', 'take_down', 'warn', 'suspend'],
      reports: [
        { reason: 'scam', description: null },
        { reason: 'fake_product', description: 'Photos volées sur Instagram', reporterName: 'Rita Rapporteuse' },
      ],
    });
  });

  it('takes a listing down: out of the shop, the seller told why, reporters told it was handled, logged', async () => {
    const { seller, productId, reporters } = await reportedListing();
    const response = await admin.post('/api/admin/reports/decisions', {
      targetType: 'product',
      targetId: productId,
      decision: 'take_down',
      reason: 'Contrefaçon de marque',
    });
    expect(response.statusCode).toBe(200);
    expect(await groupOf(productId)).toBeUndefined();
    const shop = (await new TestClient(t.app).get('/api/products')).json().items.map((item: { id: string }) => item.id);
    expect(shop).not.toContain(productId);
    expect((await new TestClient(t.app).get(`/api/products/${productId}`)).statusCode).toBe(404);
    const sellerClient = await signIn(t, seller);
    const own = (await sellerClient.get('/api/me/products'))
      .json()
      .items.find((item: { id: string }) => item.id === productId);
    expect(own).toMatchObject({ hiddenByAdmin: true, takedownReason: 'Contrefaçon de marque' });
    expect(await notificationsOf(t, seller.id)).toContainEqual(
      expect.objectContaining({ title: 'Annonce retirée', message: expect.stringContaining('Contrefaçon de marque') }),
    );
    for (const reporter of reporters) {
      expect(await notificationsOf(t, reporter.id)).toEqual([expect.objectContaining({ title: 'Signalement traité' })]);
    }
    const logs = await t.ctx.db.selectFrom('admin_logs').select('action').where('target_id', '=', productId).execute();
    expect(logs.map((row) => row.action).sort()).toEqual(['handle_report', 'hide_product']);
    const reports = await t.ctx.db
      .selectFrom('reports')
      .select(['status', 'resolution'])
      .where('reported_product_id', '=', productId)
      .execute();
    expect(reports).toEqual([
      { status: 'reviewed', resolution: 'taken_down' },
      { status: 'reviewed', resolution: 'taken_down' },
    ]);

    const again = await admin.post('/api/admin/reports/decisions', {
      targetType: 'product',
      targetId: productId,
      decision: 'dismiss',
    });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Aucun signalement ouvert sur cette cible']);
  });

  it('dismisses: nothing happens to the listing, the reports are closed', async () => {
    const { productId } = await reportedListing();
    expect(
      (
        await admin.post('/api/admin/reports/decisions', {
          targetType: 'product',
          targetId: productId,
          decision: 'dismiss',
        })
      ).statusCode,
    ).toBe(200);
    expect((await new TestClient(t.app).get(`/api/products/${productId}`)).statusCode).toBe(200);
    const statuses = await t.ctx.db
      .selectFrom('reports')
      .select('status')
      .where('reported_product_id', '=', productId)
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['dismissed', 'dismissed']);
  });

  it('warns the seller of a reported listing, and suspends a reported user', async () => {
    const { seller, productId } = await reportedListing();
    await admin.post('/api/admin/reports/decisions', {
      targetType: 'product',
      targetId: productId,
      decision: 'warn',
      reason: 'Descriptions trompeuses',
    });
    expect(await notificationsOf(t, seller.id)).toContainEqual(
      expect.objectContaining({ title: 'Avertissement de l’équipe Boucles' }),
    );

    const harasser = await createUser(t, { fullName: 'Harceleur' });
    const harasserClient = await signIn(t, harasser);
    await insertReport(t, (await createUser(t)).id, { userId: harasser.id }, 'spam');
    const suspend = await admin.post('/api/admin/reports/decisions', {
      targetType: 'user',
      targetId: harasser.id,
      decision: 'suspend',
      reason: 'Messages insultants',
    });
    expect(suspend.statusCode).toBe(200);
    expect((await harasserClient.get('/api/me/profile')).statusCode).toBe(401);
  });

  it('refuses a take-down of a user, a decision without reason, and non-admins', async () => {
    const harasser = await createUser(t);
    await insertReport(t, (await createUser(t)).id, { userId: harasser.id });
    const onUser = await admin.post('/api/admin/reports/decisions', {
      targetType: 'user',
      targetId: harasser.id,
      decision: 'take_down',
      reason: 'x',
    });
    expect([onUser.statusCode, onUser.json().error.message]).toEqual([400, 'Seule une annonce peut être retirée']);
    const noReason = await admin.post('/api/admin/reports/decisions', {
      targetType: 'user',
      targetId: harasser.id,
      decision: 'warn',
    });
    expect(noReason.statusCode).toBe(400);
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.get('/api/admin/reports')).statusCode).toBe(403);
    expect(
      (
        await stranger.post('/api/admin/reports/decisions', {
          targetType: 'user',
          targetId: harasser.id,
          decision: 'dismiss',
        })
      ).statusCode,
    ).toBe(403);
    expect((await groupOf(harasser.id))?.count).toBe(1);
  });

  it('pages the groups by their newest report, each target once, with the count of all (decision 075)', async () => {
    const listings = [await reportedListing('Annonce A'), await reportedListing('Annonce B')];
    t.clock.advance(1000);
    const third = await reportedListing('Annonce C');
    // A new report on the first listing brings its group back to the top, once.
    t.clock.advance(1000);
    await insertReport(t, third.reporters[0]!.id, { productId: listings[0]!.productId }, 'scam');
    const pageOf = (body: unknown) => {
      const page = body as { groups: Group[]; nextCursor: string | null };
      return { items: page.groups.map((group) => ({ id: group.target.id })), nextCursor: page.nextCursor };
    };
    const paged = await readAllPages(admin, '/api/admin/reports', { limit: 2, pageOf });
    const whole = (await admin.get('/api/admin/reports')).json();
    expect(paged).toEqual(whole.groups.map((group: Group) => group.target.id));
    expect(new Set(paged).size).toBe(paged.length);
    expect(whole.total).toBe(paged.length);
    expect(paged.slice(0, 2)).toEqual([listings[0]!.productId, third.productId]);
    expect(whole.groups[0]).toMatchObject({ count: 3 });
    await expectPagingRefusals(admin, '/api/admin/reports');
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.get('/api/admin/reports?limit=2')).statusCode).toBe(403);
  });
});
