import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { conversationParties, say } from '@test/messaging-factories';
import { SseClient } from '@test/sse';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const streamOf = (client: { cookieHeader(): string }) => SseClient.open(`${base}/api/me/events`, client.cookieHeader());
const about = (conversationId: string) => (e: { event: string; data: unknown }) =>
  e.event === 'conversation' && (e.data as { conversationId: string }).conversationId === conversationId;

describe('messages on the live stream', () => {
  it("reaches the recipient's open tab on the same stream as notifications, then the sender's read receipt", async () => {
    const p = await conversationParties(t);
    const stranger = await signIn(t, await createUser(t));
    const sellerTab = await streamOf(p.sellerClient);
    const buyerTab = await streamOf(p.buyerClient);
    const strangerTab = await streamOf(stranger);
    try {
      await say(p.buyerClient, p.conversationId, 'Bonjour !');
      await sellerTab.next(about(p.conversationId), 2_000);
      // The sender's own tabs hear of it too: waited for, so that it is not taken for what follows.
      await buyerTab.next(about(p.conversationId), 2_000);
      await sellerTab.next((e) => e.event === 'notification', 2_000);
      const seen = buyerTab.events.length;
      await p.sellerClient.post(`/api/conversations/${p.conversationId}/read`);
      await buyerTab.next(about(p.conversationId), 2_000, seen);
      // Reading again with nothing unread announces nothing (no echo between two open tabs).
      const after = buyerTab.events.length;
      await p.sellerClient.post(`/api/conversations/${p.conversationId}/read`);
      await say(p.sellerClient, p.conversationId, 'Oui ?');
      const next = await buyerTab.next(about(p.conversationId), 2_000, after);
      expect(buyerTab.events.slice(after).filter(about(p.conversationId))).toEqual([next]);
      expect(strangerTab.events.filter((e) => e.event === 'conversation')).toEqual([]);
    } finally {
      [sellerTab, buyerTab, strangerTab].forEach((tab) => tab.close());
    }
  });
});
