import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { clientFor, createAdmin, createSeller, createUser, signIn } from '@test/factories';
import type { TestClient } from '@test/http';
import { conversationParties, say } from '@test/messaging-factories';
import { notificationsOf } from '@test/order-factories';
import { insertReport } from '@test/trust-factories';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, await createAdmin(t));
});
afterAll(async () => t.close());

const mailsTo = (address: string) => t.mails.filter((mail) => mail.to === address);

const notice = (targetType: string, targetId: string, url: string, email: string) => ({
  targetType,
  targetId,
  category: 'harassment',
  explanation: 'Ce contenu me menace et cherche à me faire payer hors de la plateforme.',
  url,
  name: 'Awa Signalante',
  email,
  goodFaith: true,
});

const reportsAbout = (column: 'reported_product_id' | 'reported_user_id' | 'reported_message_id', id: string) =>
  t.ctx.db
    .selectFrom('reports')
    .select(['status', 'resolution', 'decision_id', 'is_notice'])
    .where(column, '=', id)
    .orderBy('created_at')
    // Reports made in the same tick of the test clock: the notice first, whatever the plan.
    .orderBy('is_notice', 'desc')
    .execute();

describe('a message reported as a notice (DSA art. 16)', () => {
  it('is taken from a member of the conversation, acknowledged by e-mail and queued; no one else may report it', async () => {
    const p = await conversationParties(t);
    const messageId = await say(p.sellerClient, p.conversationId, 'Paie-moi par virement ou je publie ton adresse.');
    const url = `http://localhost:3000/messages/${p.conversationId}`;
    const sent = await p.buyerClient.post('/api/notices', notice('message', messageId, url, 'awa.notice@example.org'));
    expect(sent.statusCode).toBe(201);
    expect(mailsTo('awa.notice@example.org').map((mail) => mail.subject)).toEqual([
      'Nous avons bien reçu votre signalement',
    ]);
    expect(await reportsAbout('reported_message_id', messageId)).toEqual([
      { status: 'open', resolution: null, decision_id: null, is_notice: true },
    ]);
    const group = (await admin.get('/api/admin/reports'))
      .json()
      .groups.find((g: { target: { id: string } }) => g.target.id === messageId);
    expect(group).toMatchObject({ target: { type: 'message', responsibleUser: { id: p.seller.id } } });

    // A message is private: a visitor or a stranger reads 'not found', and nothing is stored.
    const stranger = await signIn(t, await createUser(t));
    for (const client of [clientFor(t), stranger]) {
      const refused = await client.post('/api/notices', notice('message', messageId, url, 'autre@example.org'));
      expect([refused.statusCode, refused.json().error.message]).toEqual([404, 'Le contenu signalé est introuvable']);
    }
    expect(await reportsAbout('reported_message_id', messageId)).toHaveLength(1);
  });
});

describe('a restriction decided outside the reports queue answers the notices about it', () => {
  it('a takedown from the product page closes the open reports and tells the notice’s sender', async () => {
    const seller = await createSeller(t);
    const productId = await insertProduct(t, seller.id, { title: 'Perruque signalée' });
    const member = await createUser(t);
    const url = `http://localhost:3000/product/${productId}`;
    expect(
      (await clientFor(t).post('/api/notices', notice('product', productId, url, 'visiteuse@example.org'))).statusCode,
    ).toBe(201);
    await insertReport(t, member.id, { productId });

    const takedown = await admin.patch(`/api/admin/products/${productId}/moderation`, {
      hidden: true,
      reason: 'Contrefaçon avérée',
      ground: 'counterfeit',
    });
    expect(takedown.statusCode).toBe(200);
    const decision = await t.ctx.db
      .selectFrom('moderation_decisions')
      .select('id')
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(await reportsAbout('reported_product_id', productId)).toEqual([
      { status: 'reviewed', resolution: 'taken_down', decision_id: decision.id, is_notice: true },
      { status: 'reviewed', resolution: 'taken_down', decision_id: decision.id, is_notice: false },
    ]);
    const told = mailsTo('visiteuse@example.org').at(-1);
    expect(told?.subject).toBe('Décision sur votre signalement');
    expect(told?.text).toContain('l’annonce signalée a été retirée de Boucles');
    expect((await notificationsOf(t, member.id)).map((n) => n.title)).toContain('Signalement traité');
    const queue = (await admin.get('/api/admin/reports')).json();
    expect(queue.groups.some((g: { target: { id: string } }) => g.target.id === productId)).toBe(false);
  });

  it('a suspension from the user search closes the open reports about the account and tells the sender', async () => {
    const seller = await createSeller(t);
    const url = `http://localhost:3000/seller/${seller.id}`;
    expect(
      (await clientFor(t).post('/api/notices', notice('user', seller.id, url, 'temoin@example.org'))).statusCode,
    ).toBe(201);
    const suspended = await admin.post(`/api/admin/users/${seller.id}/suspend`, {
      reason: 'Menaces répétées',
      ground: 'hate_or_harassment',
    });
    expect(suspended.statusCode).toBe(200);
    const [report] = await reportsAbout('reported_user_id', seller.id);
    expect(report).toMatchObject({ status: 'reviewed', resolution: 'suspended', decision_id: expect.any(String) });
    expect(mailsTo('temoin@example.org').at(-1)?.text).toContain('le compte responsable du contenu a été suspendu');
  });

  it('leaves a listing with no report alone, and a second takedown is still refused', async () => {
    const seller = await createSeller(t);
    const productId = await insertProduct(t, seller.id);
    const first = await admin.patch(`/api/admin/products/${productId}/moderation`, {
      hidden: true,
      reason: 'Photos volées',
    });
    expect(first.statusCode).toBe(200);
    const again = await admin.patch(`/api/admin/products/${productId}/moderation`, { hidden: true, reason: 'Encore' });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Cette annonce est déjà retirée']);
  });
});
