import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createUser, signIn } from '@test/factories';
import { conversationParties, openAbout, say, sendText } from '@test/messaging-factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const messageCount = async (conversationId: string) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('conversation_id', '=', conversationId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('blocking', () => {
  it('ends the conversation both ways, whoever blocked, until unblocked', async () => {
    const p = await conversationParties(t);
    await say(p.buyerClient, p.conversationId, 'Bonjour');
    expect((await p.sellerClient.put(`/api/blocks/${p.buyer.id}`)).statusCode).toBe(204);

    for (const client of [p.buyerClient, p.sellerClient]) {
      const refused = await sendText(client, p.conversationId, 'Encore moi');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Cette conversation est terminée : vous ne pouvez plus vous écrire.');
    }
    expect(await messageCount(p.conversationId)).toBe(1);
    const buyerView = (await p.buyerClient.get(`/api/conversations/${p.conversationId}`)).json();
    expect(buyerView).toMatchObject({ ended: true, blockedByMe: false });
    expect((await p.sellerClient.get(`/api/conversations/${p.conversationId}`)).json()).toMatchObject({
      ended: true,
      blockedByMe: true,
    });
    // No new conversation around the block either (the listing is still in the shop for the buyer).
    const other = await p.buyerClient.post('/api/conversations', { type: 'product', productId: p.productId });
    expect(other.statusCode).toBe(200);
    expect(other.json().id).toBe(p.conversationId);

    await p.sellerClient.delete(`/api/blocks/${p.buyer.id}`);
    expect((await sendText(p.buyerClient, p.conversationId, 'Merci')).statusCode).toBe(201);
  });

  it('refuses to start a conversation with someone blocked', async () => {
    const p = await conversationParties(t);
    const newcomer = await createUser(t);
    const client = await signIn(t, newcomer);
    await p.sellerClient.put(`/api/blocks/${newcomer.id}`);
    const refused = await client.post('/api/conversations', { type: 'product', productId: p.productId });
    expect(refused.statusCode).toBe(403);
    expect(
      await t.ctx.db.selectFrom('conversations').select('id').where('buyer_id', '=', newcomer.id).execute(),
    ).toEqual([]);
  });
});

describe('the send rate limit', () => {
  it('refuses the 11th message in a minute across conversations, in French, and lets the sender go on later', async () => {
    const p = await conversationParties(t);
    const second = await openAbout(p.sellerClient, {
      type: 'product',
      productId: (await conversationParties(t)).productId,
    });
    for (let i = 0; i < 10; i++) await say(p.sellerClient, i % 2 ? second : p.conversationId, `Message ${i}`);
    const refused = await sendText(p.sellerClient, p.conversationId, 'Un de trop');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Vous envoyez trop de messages, réessayez dans quelques minutes');
    expect(refused.headers['retry-after']).toBe('60');
    expect(await messageCount(p.conversationId)).toBe(5);
    // Someone else is not slowed by it.
    expect((await sendText(p.buyerClient, p.conversationId, 'Je réponds')).statusCode).toBe(201);
    t.clock.advance(61_000);
    expect((await sendText(p.sellerClient, p.conversationId, 'Me revoilà')).statusCode).toBe(201);
  });

  it('counts concurrent sends one after the other', async () => {
    const p = await conversationParties(t);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => sendText(p.buyerClient, p.conversationId, `Rafale ${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(4);
    expect(await messageCount(p.conversationId)).toBe(10);
  });
});

describe('the off-platform payment warning', () => {
  it('warns both people about a payment detail and puts the conversation in the admin queue', async () => {
    const p = await conversationParties(t);
    await say(p.buyerClient, p.conversationId, 'Bonjour, elle est toujours dispo ?');
    // What is not a payment detail does not flag anything.
    await say(p.sellerClient, p.conversationId, 'Oui ! Appelez-moi au 06 12 34 56 78 pour la livraison');
    expect((await p.adminClient.get('/api/admin/conversations')).json().items).toEqual([]);
    expect((await p.adminClient.get(`/api/conversations/${p.conversationId}`)).statusCode).toBe(404);

    await say(
      p.sellerClient,
      p.conversationId,
      'Pour aller plus vite, virement direct sur FR76 3000 6000 0112 3456 7890 189',
    );
    for (const client of [p.buyerClient, p.sellerClient]) {
      const view = (await client.get(`/api/conversations/${p.conversationId}`)).json();
      expect(view.messages.map((m: { paymentWarning: boolean }) => m.paymentWarning)).toEqual([false, false, true]);
      expect(view.flagged).toBe(true);
    }
    expect((await p.buyerClient.get('/api/conversations')).json().items[0].paymentWarning).toBe(true);

    const queue = (await p.adminClient.get('/api/admin/conversations')).json().items;
    expect(queue).toEqual([expect.objectContaining({ id: p.conversationId, openReports: 0 })]);
    const adminView = await p.adminClient.get(`/api/conversations/${p.conversationId}`);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.json()).toMatchObject({ viewer: 'admin', buyer: { id: p.buyer.id }, seller: { id: p.seller.id } });
    // The admin reads, and cannot write.
    expect((await sendText(p.adminClient, p.conversationId, 'Admin ici')).statusCode).toBe(404);
    const logged = await t.ctx.db
      .selectFrom('admin_logs')
      .select('action')
      .where('target_id', '=', p.conversationId)
      .execute();
    expect(logged).toEqual([{ action: 'conversation_read' }]);

    expect((await p.adminClient.post(`/api/admin/conversations/${p.conversationId}/review`)).statusCode).toBe(204);
    expect((await p.adminClient.get('/api/admin/conversations')).json().items).toEqual([]);
    const again = await p.adminClient.post(`/api/admin/conversations/${p.conversationId}/review`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Cette conversation a déjà été vérifiée');
    // The people still see the warning after the review.
    expect((await p.buyerClient.get(`/api/conversations/${p.conversationId}`)).json().flagged).toBe(true);

    // Reviewed: no admin reads it any more, not even what is written afterwards.
    await say(p.buyerClient, p.conversationId, 'Je préfère payer sur la plateforme');
    for (const admin of [p.adminClient, await signIn(t, await createAdmin(t))]) {
      expect((await admin.get(`/api/conversations/${p.conversationId}`)).statusCode).toBe(404);
    }

    // A new warning puts it back in the queue, and opens it again.
    await say(p.sellerClient, p.conversationId, 'Ou Western Union si vous préférez');
    expect((await p.adminClient.get('/api/admin/conversations')).json().items).toHaveLength(1);
    expect((await p.adminClient.get(`/api/conversations/${p.conversationId}`)).statusCode).toBe(200);
  });
});

describe('reporting', () => {
  it("files a report of the other person's message into the reports queue, and opens it to the admins", async () => {
    const p = await conversationParties(t);
    const messageId = await say(p.sellerClient, p.conversationId, 'Message désagréable');
    const reported = await p.buyerClient.post(`/api/conversations/${p.conversationId}/reports`, {
      reason: 'harassment',
      description: 'Propos insultants',
      messageId,
    });
    expect(reported.statusCode).toBe(201);
    const row = await t.ctx.db
      .selectFrom('reports')
      .select([
        'report_type',
        'reporter_id',
        'reported_user_id',
        'reported_conversation_id',
        'reported_message_id',
        'reason',
      ])
      .where('reported_conversation_id', '=', p.conversationId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      report_type: 'message',
      reporter_id: p.buyer.id,
      reported_user_id: p.seller.id,
      reported_conversation_id: p.conversationId,
      reported_message_id: messageId,
      reason: 'harassment',
    });
    expect((await p.adminClient.get(`/api/conversations/${p.conversationId}`)).statusCode).toBe(200);
    expect((await p.adminClient.get('/api/admin/conversations')).json().items).toContainEqual(
      expect.objectContaining({ id: p.conversationId, openReports: 1, flaggedAt: null }),
    );
  });

  it('closes the conversation to the admins once its reports are decided, whether about a message or the whole', async () => {
    const p = await conversationParties(t);
    const messageId = await say(p.sellerClient, p.conversationId, 'Message désagréable');
    const url = `/api/conversations/${p.conversationId}/reports`;
    await p.buyerClient.post(url, { reason: 'harassment', messageId });
    await p.sellerClient.post(url, { reason: 'spam' });
    const read = async () => (await p.adminClient.get(`/api/conversations/${p.conversationId}`)).statusCode;
    expect(await read()).toBe(200);

    const decide = (targetType: string, targetId: string) =>
      p.adminClient.post('/api/admin/reports/decisions', { targetType, targetId, decision: 'dismiss' });
    expect((await decide('message', messageId)).statusCode).toBe(200);
    // The report about the whole conversation is still open.
    expect(await read()).toBe(200);
    expect((await decide('conversation', p.conversationId)).statusCode).toBe(200);
    await say(p.buyerClient, p.conversationId, 'Écrit après la décision');
    expect(await read()).toBe(404);
    expect((await p.adminClient.get('/api/admin/conversations')).json().items).not.toContainEqual(
      expect.objectContaining({ id: p.conversationId }),
    );
  });

  it('reports a whole conversation, and refuses my own message, a stranger and an unknown reason', async () => {
    const p = await conversationParties(t);
    const mine = await say(p.buyerClient, p.conversationId, 'Bonjour');
    const url = `/api/conversations/${p.conversationId}/reports`;
    expect((await p.sellerClient.post(url, { reason: 'spam' })).statusCode).toBe(201);
    const own = await p.buyerClient.post(url, { reason: 'spam', messageId: mine });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe('Vous ne pouvez pas signaler votre propre message');
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.post(url, { reason: 'spam' })).statusCode).toBe(404);
    const bad = await p.buyerClient.post(url, { reason: 'autre-chose' });
    expect(bad.json().error.message).toBe('Veuillez sélectionner une raison');
    const types = await t.ctx.db
      .selectFrom('reports')
      .select('report_type')
      .where('reported_conversation_id', '=', p.conversationId)
      .execute();
    expect(types).toEqual([{ report_type: 'conversation' }]);
  });
});

describe("the admin's queue of conversations", () => {
  it('pages the conversations to review oldest first; a new warning moves one without a repeat (decision 074)', async () => {
    const p = await conversationParties(t);
    const start = t.clock.now().getTime();
    // 55 conversations flagged a second apart, written straight to the table: the queue is what is tested here.
    const mine: string[] = [];
    for (let i = 0; i < 55; i++) {
      const productId = await insertProduct(t, p.seller.id);
      const flaggedAt = new Date(start + i * 1000);
      const row = await t.ctx.db
        .insertInto('conversations')
        .values({
          subject: 'product',
          product_id: productId,
          buyer_id: p.buyer.id,
          seller_id: p.seller.id,
          flagged_at: flaggedAt,
          last_message_at: flaggedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      mine.push(row.id);
    }

    const ids = await readAllPages(p.adminClient, '/api/admin/conversations');
    expect(ids.filter((id) => mine.includes(id))).toEqual(mine);
    expect(new Set(ids).size).toBe(ids.length);

    // The first page read, its last conversation is flagged again and moves to the end: the
    // next page goes on from where the first stopped, not from that conversation's new place.
    const first = (await p.adminClient.get('/api/admin/conversations?limit=10')).json();
    await t.ctx.db
      .updateTable('conversations')
      .set({ flagged_at: new Date(start + 3_600_000) })
      .where('id', '=', first.items.at(-1).id)
      .execute();
    const second = (await p.adminClient.get(`/api/admin/conversations?limit=10&cursor=${first.nextCursor}`)).json();
    const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);
    expect([...idsOf(first), ...idsOf(second)]).toEqual(ids.slice(0, 20));

    await expectPagingRefusals(p.adminClient, '/api/admin/conversations');
    expect((await p.buyerClient.get('/api/admin/conversations')).statusCode).toBe(403);
    expect((await p.sellerClient.get('/api/admin/conversations?limit=10')).statusCode).toBe(403);
  });

  it('holds what it is defined as, in its order, as reports come and go, messages arrive and warnings are reviewed', async () => {
    const a = await conversationParties(t);
    const b = await conversationParties(t);
    // Decision 074's definition, read from the reports themselves: the queue kept in the
    // conversations' rows (migration 0049) must page through the same rows, in the same order.
    const defined = async () => {
      const { rows } = await sql<{ id: string; openReports: number }>`
        SELECT c.id, (SELECT count(*)::int FROM reports r
          WHERE r.reported_conversation_id = c.id AND r.status = 'open') AS "openReports"
        FROM conversations c
        WHERE (c.flagged_at IS NOT NULL AND c.flag_reviewed_at IS NULL)
          OR EXISTS (SELECT 1 FROM reports r WHERE r.reported_conversation_id = c.id AND r.status = 'open')
        ORDER BY coalesce(c.flagged_at, c.last_message_at, c.created_at), c.id`.execute(t.ctx.db);
      return rows;
    };
    const expectAsDefined = async () => {
      const listed: { id: string; openReports: number }[] = [];
      await readAllPages(a.adminClient, '/api/admin/conversations', {
        limit: 10,
        pageOf: (body) => {
          const page = body as { items: { id: string; openReports: number }[]; nextCursor: string | null };
          listed.push(...page.items.map(({ id, openReports }) => ({ id, openReports })));
          return page;
        },
      });
      expect(listed).toEqual(await defined());
    };
    const report = (client: typeof a.buyerClient, conversationId: string, messageId?: string) =>
      client.post(`/api/conversations/${conversationId}/reports`, { reason: 'spam', messageId });
    const decide = (targetType: string, targetId: string) =>
      a.adminClient.post('/api/admin/reports/decisions', { targetType, targetId, decision: 'dismiss' });
    const inQueue = async (id: string) => (await defined()).some((row) => row.id === id);

    // Reported before any message: in its place by its creation, then by its last message.
    expect((await report(a.buyerClient, a.conversationId)).statusCode).toBe(201);
    await expectAsDefined();
    await say(a.sellerClient, a.conversationId, 'Bonjour');
    await expectAsDefined();
    expect((await report(a.sellerClient, a.conversationId)).statusCode).toBe(201);
    await expectAsDefined();

    // A message reported, then a payment warning: in for both, then for the warning alone.
    const rude = await say(b.sellerClient, b.conversationId, 'Message désagréable');
    expect((await report(b.buyerClient, b.conversationId, rude)).statusCode).toBe(201);
    await expectAsDefined();
    await say(b.sellerClient, b.conversationId, 'Virement direct sur FR76 3000 6000 0112 3456 7890 189');
    await expectAsDefined();
    expect((await decide('message', rude)).statusCode).toBe(200);
    expect(await inQueue(b.conversationId)).toBe(true);
    await expectAsDefined();
    expect((await b.adminClient.post(`/api/admin/conversations/${b.conversationId}/review`)).statusCode).toBe(204);
    expect(await inQueue(b.conversationId)).toBe(false);
    await expectAsDefined();
    // Warned again: back, at the place of its first warning.
    await say(b.sellerClient, b.conversationId, 'Ou Western Union si vous préférez');
    await expectAsDefined();

    // Its two reports decided together: out.
    expect((await decide('conversation', a.conversationId)).statusCode).toBe(200);
    expect(await inQueue(a.conversationId)).toBe(false);
    await expectAsDefined();
    // Reported again, then the report deleted (a deleted account takes its reports along): out again.
    expect((await report(a.buyerClient, a.conversationId)).statusCode).toBe(201);
    await expectAsDefined();
    await t.ctx.db.deleteFrom('reports').where('reported_conversation_id', '=', a.conversationId).execute();
    expect(await inQueue(a.conversationId)).toBe(false);
    await expectAsDefined();
  });
});
