import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingTexts } from '@shared/messaging/message-texts';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createAdmin, signIn } from '@test/factories';
import type { TestClient } from '@test/http';
import { conversationParties, say } from '@test/messaging-factories';
import { deliveredOrder, orderParties } from '@test/order-factories';
import { reviewOrder } from '@test/review-factories';
import { deliverDue } from '../notifications/deliveries';
import { deliveryChannels } from '../notifications/delivery-channels';

let t: TestApp;
let admin: TestClient;
let otherAdmin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, await createAdmin(t, { fullName: 'Admin Aline' }));
  otherAdmin = await signIn(t, await createAdmin(t, { fullName: 'Admin Bruno' }));
});
afterAll(async () => t.close());

const mailsTo = (address: string) => t.mails.filter((mail) => mail.to === address);
/** The delivery worker, run until nothing is due (it takes 20 at a time). */
const deliverAll = async () => {
  while ((await deliverDue(t.ctx, deliveryChannels)) > 0);
};

type Statement = { id: string; kind: string; subject: string | null; facts: string; ground: string };
const statementsOf = async (client: TestClient): Promise<Statement[]> =>
  (await client.get('/api/me/moderation-decisions')).json().items;

/** The admin's queue entry about one target. */
async function queueGroup(targetId: string) {
  const queue = await admin.get('/api/admin/reports');
  expect(queue.statusCode).toBe(200);
  return queue.json().groups.find((group: { target: { id: string } }) => group.target.id === targetId);
}

async function reverse(client: TestClient, id: string) {
  expect(
    (await client.post(`/api/moderation-decisions/${id}/complaint`, { explanation: 'Je n’ai rien écrit de mal.' }))
      .statusCode,
  ).toBe(200);
  const same = await admin.post(`/api/admin/complaints/${id}/review`, { outcome: 'reversed', answer: 'Erreur.' });
  expect(same.statusCode).toBe(403);
  const reviewed = await otherAdmin.post(`/api/admin/complaints/${id}/review`, {
    outcome: 'reversed',
    answer: 'Après relecture, le contenu respecte nos règles.',
  });
  expect(reviewed.statusCode).toBe(200);
}

describe('removing a review (decision 064)', () => {
  it('takes it off the seller’s page and rating, tells its author and the notice’s sender, and a reversal puts it back', async () => {
    const p = await orderParties(t, { stock_quantity: 3 });
    const kept = await deliveredOrder(t, p);
    const reported = await deliveredOrder(t, p);
    expect((await reviewOrder(p, kept, 5, 'Parfait, merci')).statusCode).toBe(201);
    expect((await reviewOrder(p, reported, 1, 'Vendeuse voleuse, à fuir absolument')).statusCode).toBe(201);
    const reviewId = (
      await t.ctx.db.selectFrom('reviews').select('id').where('order_id', '=', reported).executeTakeFirstOrThrow()
    ).id;
    const visitor = clientFor(t);
    const rating = async () => (await visitor.get(`/api/sellers/${p.seller.id}/rating`)).json();
    const publicComments = async () =>
      (await visitor.get(`/api/sellers/${p.seller.id}/reviews`))
        .json()
        .items.map((r: { comment: string }) => r.comment);
    expect(await rating()).toEqual({ average: 3, count: 2 });

    const notice = await visitor.post('/api/notices', {
      targetType: 'review',
      targetId: reviewId,
      category: 'harassment',
      explanation: 'Cet avis m’accuse de vol sans aucune preuve, c’est diffamatoire.',
      url: `http://localhost:3000/seller/${p.seller.id}`,
      name: 'Fatou Vendeuse',
      email: 'fatou.notice@example.org',
      goodFaith: true,
    });
    expect(notice.statusCode).toBe(201);
    const group = await queueGroup(reviewId);
    expect(group).toMatchObject({
      target: { type: 'review', responsibleUser: { id: p.buyer.id } },
      decisions: expect.arrayContaining(['remove_review', 'warn']),
    });
    expect(group.decisions).not.toContain('take_down');

    const removed = await admin.post('/api/admin/reports/decisions', {
      targetType: 'review',
      targetId: reviewId,
      decision: 'remove_review',
      reason: 'Accusation de vol sans fondement',
      ground: 'hate_or_harassment',
    });
    expect(removed.statusCode).toBe(200);
    expect(await rating()).toEqual({ average: 5, count: 1 });
    expect(await publicComments()).toEqual(['Parfait, merci']);
    const [statement] = await statementsOf(p.buyerClient);
    expect(statement).toMatchObject({
      kind: 'review_removed',
      subject: 'Votre avis',
      facts: 'Accusation de vol sans fondement',
      ground: 'hate_or_harassment',
    });
    await deliverAll();
    expect(mailsTo(p.buyer.email).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('Votre avis a été retiré')]),
    );
    expect(mailsTo('fatou.notice@example.org').at(-1)?.text).toContain('l’avis signalé a été retiré');

    await reverse(p.buyerClient, statement!.id);
    expect(await rating()).toEqual({ average: 3, count: 2 });
    expect(await publicComments()).toContain('Vendeuse voleuse, à fuir absolument');
  });

  it('refuses a removal that does not fit the target', async () => {
    const p = await orderParties(t);
    const order = await deliveredOrder(t, p);
    await reviewOrder(p, order, 2, 'Pas terrible du tout');
    const onProduct = await p.buyerClient.post('/api/reports', {
      reason: 'spam',
      target: { type: 'product', productId: p.productId },
    });
    expect(onProduct.statusCode).toBe(201);
    const wrong = await admin.post('/api/admin/reports/decisions', {
      targetType: 'product',
      targetId: p.productId,
      decision: 'remove_review',
      reason: 'Mauvaise cible',
    });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([
      400,
      'Cette décision ne s’applique pas à ce contenu',
    ]);
    expect((await queueGroup(p.productId)).count).toBe(1);
  });
});

describe('removing a message (decision 064)', () => {
  it('shows both people a notice instead of its words, and a reversal gives them back', async () => {
    const p = await conversationParties(t);
    const words = 'Paie-moi hors de la plateforme ou je publie ton adresse.';
    const messageId = await say(p.sellerClient, p.conversationId, words);
    const reported = await p.buyerClient.post(`/api/conversations/${p.conversationId}/reports`, {
      reason: 'harassment',
      description: 'Menaces',
      messageId,
    });
    expect(reported.statusCode).toBeLessThan(300);
    expect(await queueGroup(messageId)).toMatchObject({
      target: { type: 'message', responsibleUser: { id: p.seller.id } },
      decisions: expect.arrayContaining(['remove_message']),
    });

    const removed = await admin.post('/api/admin/reports/decisions', {
      targetType: 'message',
      targetId: messageId,
      decision: 'remove_message',
      reason: 'Menace de divulguer une adresse',
    });
    expect(removed.statusCode).toBe(200);
    const bodyFor = async (client: TestClient) =>
      (await client.get(`/api/conversations/${p.conversationId}`))
        .json()
        .messages.find((m: { id: string }) => m.id === messageId)?.body;
    expect(await bodyFor(p.buyerClient)).toBe(messagingTexts.removed);
    expect(await bodyFor(p.sellerClient)).toBe(messagingTexts.removed);
    const [statement] = await statementsOf(p.sellerClient);
    expect(statement).toMatchObject({ kind: 'message_removed', subject: 'Votre message', ground: 'terms_conduct' });
    // Its author reads, under the notice, the way to the statement of reasons; the other person does not.
    const decisionFor = async (client: TestClient) =>
      (await client.get(`/api/conversations/${p.conversationId}`))
        .json()
        .messages.find((m: { id: string }) => m.id === messageId)?.removalDecisionId;
    expect(await decisionFor(p.sellerClient)).toBe(statement!.id);
    expect(await decisionFor(p.buyerClient)).toBeNull();
    const again = await admin.post('/api/admin/reports/decisions', {
      targetType: 'message',
      targetId: messageId,
      decision: 'remove_message',
      reason: 'Encore',
    });
    expect([again.statusCode, again.json().error.message]).toEqual([
      400,
      'Cette décision ne s’applique pas à ce contenu',
    ]);

    await reverse(p.sellerClient, statement!.id);
    expect(await bodyFor(p.buyerClient)).toBe(words);
    expect(await decisionFor(p.sellerClient)).toBeNull();
  });
});
