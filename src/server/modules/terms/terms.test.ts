import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestEffectiveDay, parisMidnight } from '@shared/legal/terms-dates';
import { type TestApp, createTestApp } from '@test/app';
import { createAdmin, createSeller, createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { insertFirstTermsVersion } from '@test/terms-factories';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await insertFirstTermsVersion(t);
  admin = await signIn(t, await createAdmin(t));
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;
const dayAfter = (day: string, days: number) =>
  new Date(parisMidnight(day).getTime() + days * DAY + 12 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('terms versions', () => {
  it('shows version 1 in force to anyone, accepted by every account at sign-up', async () => {
    const visitor = new TestClient(t.app);
    const history = (await visitor.get('/api/terms')).json();
    expect(history.current).toMatchObject({ version: 1, effectiveAt: '2026-11-22T23:00:00.000Z' });
    expect(history.upcoming).toBeNull();
    const user = await createUser(t);
    const mine = (await (await signIn(t, user)).get('/api/me/terms')).json();
    expect(mine).toMatchObject({ mustAccept: false, current: { version: 1 } });
    const row = await t.ctx.db
      .selectFrom('terms_acceptances')
      .select(['version', 'source'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ version: 1, source: 'sign_up' });
  });

  it('refuses an effective date less than 15 days away, in French, and publishes nothing', async () => {
    const earliest = earliestEffectiveDay(t.clock.now());
    const tooSoon = await admin.post('/api/admin/terms', { effectiveOn: dayAfter(earliest, -1), summary: 'Frais' });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().error.message).toMatch(
      /^La nouvelle version doit entrer en vigueur au moins 15 jours après sa publication : le \d+ \S+ \d{4} au plus tôt\.$/,
    );
    const noSummary = await admin.post('/api/admin/terms', { effectiveOn: earliest, summary: '  ' });
    expect([noSummary.statusCode, noSummary.json().error.message]).toEqual([400, 'Résumez les changements']);
    const badDate = await admin.post('/api/admin/terms', { effectiveOn: '17/12/2026', summary: 'Frais' });
    expect(badDate.statusCode).toBe(400);
    expect((await admin.get('/api/terms')).json().versions).toHaveLength(1);
  });

  it('publishes, tells sellers at once by notification and e-mail, and asks everyone to accept once in force', async () => {
    const seller = await createSeller(t);
    const buyer = await createUser(t);
    const sellerClient = await signIn(t, seller);
    const buyerClient = await signIn(t, buyer);
    const effectiveOn = earliestEffectiveDay(t.clock.now());

    const published = await admin.post('/api/admin/terms', {
      effectiveOn,
      summary: 'La commission passe à 6 %.',
    });
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ version: 2, effectiveAt: parisMidnight(effectiveOn).toISOString() });

    const notices = await t.ctx.db
      .selectFrom('notifications')
      .innerJoin('notification_deliveries', 'notification_deliveries.notification_id', 'notifications.id')
      .select(['notifications.user_id', 'notifications.title', 'notifications.message', 'channel'])
      .where('notifications.type', '=', 'terms')
      .execute();
    expect(notices).toContainEqual(
      expect.objectContaining({ user_id: seller.id, channel: 'email', title: "Nouvelles conditions d'utilisation" }),
    );
    expect(notices.find((n) => n.user_id === seller.id)?.message).toContain('La commission passe à 6 %.');
    expect(notices.some((n) => n.user_id === buyer.id)).toBe(false);

    const later = await admin.post('/api/admin/terms', { effectiveOn, summary: 'Autre chose' });
    expect([later.statusCode, later.json().error.code]).toEqual([400, 'TERMS_NOT_AFTER_LAST']);

    // Announced, not yet in force: nothing to accept, and accepting it early is refused.
    const history = (await buyerClient.get('/api/terms')).json();
    expect([history.current.version, history.upcoming.version]).toEqual([1, 2]);
    expect((await buyerClient.get('/api/me/terms')).json().mustAccept).toBe(false);
    expect((await buyerClient.post('/api/me/terms/accept', { version: 2 })).statusCode).toBe(409);

    t.clock.set(parisMidnight(effectiveOn));
    expect((await buyerClient.get('/api/me/terms')).json()).toMatchObject({
      mustAccept: true,
      current: { version: 2 },
    });
    expect((await sellerClient.get('/api/me/terms')).json().mustAccept).toBe(true);
    const old = await buyerClient.post('/api/me/terms/accept', { version: 1 });
    expect([old.statusCode, old.json().error.message]).toEqual([
      409,
      "Cette version n'est pas celle en vigueur : rechargez la page.",
    ]);

    t.clock.advance(60_000);
    const accepted = await buyerClient.post('/api/me/terms/accept', { version: 2 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ mustAccept: false, acceptedAt: t.clock.now().toISOString() });
    const again = await buyerClient.post('/api/me/terms/accept', { version: 2 });
    expect(again.json().acceptedAt).toBe(accepted.json().acceptedAt);
    const rows = await t.ctx.db
      .selectFrom('terms_acceptances')
      .select(['version', 'source'])
      .where('user_id', '=', buyer.id)
      .orderBy('version')
      .execute();
    expect(rows).toEqual([
      { version: 1, source: 'sign_up' },
      { version: 2, source: 'prompt' },
    ]);
    expect((await sellerClient.get('/api/me/terms')).json().mustAccept).toBe(true);
    // The person's data export says which versions they accepted, and when.
    const exported = (await buyerClient.get('/api/me/export')).json();
    expect(exported.termsAcceptances.map((a: { version: number }) => a.version)).toEqual([1, 2]);
    expect(exported.termsAcceptances[1].acceptedAt).toBe(accepted.json().acceptedAt);

    const after = (await new TestClient(t.app).get('/api/terms')).json();
    expect(after.current.version).toBe(2);
    expect(after.upcoming).toBeNull();
    expect(after.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });
});
