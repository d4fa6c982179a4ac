import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createUser, signIn } from '@test/factories';
import { conversationParties, say } from '@test/messaging-factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import { MAX_PAGE_SIZE } from '@shared/paging';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const at = Date.parse('2026-01-01T00:00:00Z');

/** `count` conversations of the buyer with the seller, each about its own listing, the last `tied` at one instant. */
async function conversations(buyerId: string, sellerId: string, count: number, tied = 0): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const productId = await insertProduct(t, sellerId);
    const when = new Date(at + Math.min(i, count - tied) * 60_000);
    const { id } = await t.ctx.db
      .insertInto('conversations')
      .values({ subject: 'product', product_id: productId, buyer_id: buyerId, seller_id: sellerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await t.ctx.db
      .insertInto('messages')
      .values({ conversation_id: id, sender_id: buyerId, body: `Question ${i}`, created_at: when })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('conversations')
      .set({ last_message_id: message.id, last_message_at: when })
      .where('id', '=', id)
      .execute();
    await t.ctx.db
      .insertInto('conversation_members')
      .values([
        { conversation_id: id, user_id: buyerId, role: 'buyer', last_message_at: when },
        { conversation_id: id, user_id: sellerId, role: 'seller', last_message_at: when, unread_count: 1 },
      ])
      .execute();
    ids.push(id);
  }
  return ids;
}

/** A message arrives in a conversation: it goes to the top of both lists. */
const touch = (conversationId: string, when: Date) =>
  t.ctx.db
    .updateTable('conversation_members')
    .set({ last_message_at: when })
    .where('conversation_id', '=', conversationId)
    .execute();

describe('GET /api/conversations, paged', () => {
  it('pages every conversation, last activity first, with no duplicate and no gap, and refuses a forged cursor', async () => {
    const p = await conversationParties(t);
    // 60 conversations, the last ten of the same instant: the conversation's id breaks the tie.
    const ids = await conversations(p.buyer.id, p.seller.id, 60, 10);
    const first = (await p.sellerClient.get('/api/conversations')).json();
    expect(first.items).toHaveLength(MAX_PAGE_SIZE);
    expect(first.items[MAX_PAGE_SIZE - 1]).toMatchObject({ unreadCount: 1, lastMessage: { mine: false } });
    const read = await readAllPages(p.sellerClient, '/api/conversations', { limit: 7 });
    expect(read).toHaveLength(60);
    expect(new Set(read)).toEqual(new Set(ids));
    expect(read.slice(-50)).toEqual(ids.slice(0, 50).reverse());
    expect(await readAllPages(p.buyerClient, '/api/conversations', { limit: 7 })).toEqual(read);
    await expectPagingRefusals(p.sellerClient, '/api/conversations');
    const noKey = Buffer.from(p.conversationId).toString('base64url');
    expect((await p.sellerClient.get(`/api/conversations?cursor=${noKey}`)).statusCode).toBe(400);
  });

  it('goes on after the last row read even when that conversation has moved to the top meanwhile', async () => {
    const p = await conversationParties(t);
    const ids = (await conversations(p.buyer.id, p.seller.id, 12)).reverse();
    const first = (await p.sellerClient.get('/api/conversations?limit=5')).json();
    expect(first.items.map((item: { id: string }) => item.id)).toEqual(ids.slice(0, 5));
    // New messages in the page's last row and in a conversation of the next page.
    await touch(ids[4] ?? '', new Date(at + 3_600_000));
    await touch(ids[7] ?? '', new Date(at + 3_600_001));
    const next = (await p.sellerClient.get(`/api/conversations?limit=5&cursor=${first.nextCursor}`)).json();
    // Nothing read twice; the conversation that moved above the cursor waits for the next reload.
    expect(next.items.map((item: { id: string }) => item.id)).toEqual([ids[5], ids[6], ids[8], ids[9], ids[10]]);
    const reloaded = (await p.sellerClient.get('/api/conversations?limit=2')).json();
    expect(reloaded.items.map((item: { id: string }) => item.id)).toEqual([ids[7], ids[4]]);
  });

  it("never pages into someone else's conversations", async () => {
    const p = await conversationParties(t);
    await say(p.buyerClient, p.conversationId, 'Bonjour');
    const stranger = await createUser(t);
    const strangerClient = await signIn(t, stranger);
    expect(await readAllPages(strangerClient, '/api/conversations')).toEqual([]);
    // A cursor made from their conversation only places the stranger in time: still nothing of theirs.
    const page = (await p.sellerClient.get('/api/conversations?limit=1')).json();
    expect(page.nextCursor).toBeNull();
    const forged = Buffer.from(`${(at + 86_400_000) * 1000}:${p.conversationId}`).toString('base64url');
    expect((await strangerClient.get(`/api/conversations?cursor=${forged}`)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/conversations' })).statusCode).toBe(401);
  });
});
