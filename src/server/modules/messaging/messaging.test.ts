import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { GPS_IFD_TAG, phoneJpegWithGps, pngImage, storedPicture, storedPrivateFiles } from '@test/files';
import { insertProduct } from '@test/catalogue-factories';
import { conversationParties, openAbout, say, sendText, sendWithPhotos } from '@test/messaging-factories';
import { checkout, homeCheckout } from '@test/order-factories';
import { anonymiseDueAccounts } from '../account/anonymise-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('opening a conversation', () => {
  it('lands in the same conversation each time, and shows in no list before its first message', async () => {
    const p = await conversationParties(t);
    expect(await openAbout(p.buyerClient, { type: 'product', productId: p.productId })).toBe(p.conversationId);
    expect((await p.sellerClient.get('/api/conversations')).json().items).toEqual([]);
    expect((await p.buyerClient.get('/api/conversations')).json().items).toEqual([]);
  });

  it("refuses the seller's own listing, a listing taken down, and a visitor", async () => {
    const p = await conversationParties(t);
    const own = await p.sellerClient.post('/api/conversations', { type: 'product', productId: p.productId });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe('Vous ne pouvez pas vous écrire à vous-même');
    const hidden = await insertProduct(t, p.seller.id, { hidden_by_admin: true });
    const refused = await p.buyerClient.post('/api/conversations', { type: 'product', productId: hidden });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe("Ce produit n'est plus disponible");
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { origin: t.ctx.config.publicUrl },
      payload: { type: 'product', productId: p.productId },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("opens one conversation per order for its two parties, and none for anyone else's", async () => {
    const p = await conversationParties(t);
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    const fromBuyer = await openAbout(p.buyerClient, { type: 'order', orderId });
    expect(await openAbout(p.sellerClient, { type: 'order', orderId })).toBe(fromBuyer);
    expect(fromBuyer).not.toBe(p.conversationId);
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.post('/api/conversations', { type: 'order', orderId })).statusCode).toBe(404);
    expect((await p.adminClient.post('/api/conversations', { type: 'order', orderId })).statusCode).toBe(404);
    await say(p.sellerClient, fromBuyer, 'Votre colis part demain.');
    const view = (await p.buyerClient.get(`/api/conversations/${fromBuyer}`)).json();
    expect(view.subject).toMatchObject({ type: 'order', orderId, productId: p.productId });
    expect(view.subject.orderNumber).toMatch(/^CMD-/);
  });
});

describe('writing and reading', () => {
  it('lists the conversation for both, counts it unread for the recipient until read, then shows "read"', async () => {
    const p = await conversationParties(t);
    await say(p.buyerClient, p.conversationId, 'Bonjour, la lace est-elle HD ?');
    t.clock.advance(1_000);
    await say(p.buyerClient, p.conversationId, 'Et la densité ?');

    const sellerList = (await p.sellerClient.get('/api/conversations')).json();
    expect(sellerList.items).toHaveLength(1);
    expect(sellerList.items[0]).toMatchObject({
      id: p.conversationId,
      other: { id: p.buyer.id, name: 'Awa A.' },
      lastMessage: { body: 'Et la densité ?', mine: false },
      unreadCount: 2,
      subject: { type: 'product', productId: p.productId },
    });
    expect((await p.sellerClient.get('/api/conversations/unread-count')).json()).toEqual({ unreadCount: 2 });
    expect((await p.buyerClient.get('/api/conversations/unread-count')).json()).toEqual({ unreadCount: 0 });

    let buyerView = (await p.buyerClient.get(`/api/conversations/${p.conversationId}`)).json();
    expect(buyerView.messages.map((m: { body: string }) => m.body)).toEqual([
      'Bonjour, la lace est-elle HD ?',
      'Et la densité ?',
    ]);
    expect(buyerView.messages.every((m: { readByOther: boolean }) => !m.readByOther)).toBe(true);

    expect((await p.sellerClient.post(`/api/conversations/${p.conversationId}/read`)).statusCode).toBe(204);
    expect((await p.sellerClient.get('/api/conversations/unread-count')).json()).toEqual({ unreadCount: 0 });
    buyerView = (await p.buyerClient.get(`/api/conversations/${p.conversationId}`)).json();
    expect(buyerView.messages.every((m: { readByOther: boolean }) => m.readByOther)).toBe(true);
  });

  it('lists conversations newest first', async () => {
    const p = await conversationParties(t);
    const second = await openAbout(p.buyerClient, {
      type: 'product',
      productId: await insertProduct(t, p.seller.id, { title: 'Closure 4x4' }),
    });
    await say(p.buyerClient, p.conversationId, 'Première question');
    t.clock.advance(1_000);
    await say(p.buyerClient, second, 'Seconde question');
    const ids = (await p.sellerClient.get('/api/conversations')).json().items.map((c: { id: string }) => c.id);
    expect(ids).toEqual([second, p.conversationId]);
  });

  it('keeps a conversation to its two people: a stranger and an admin get the same 404 as for nothing', async () => {
    const p = await conversationParties(t);
    await say(p.buyerClient, p.conversationId, 'Bonjour');
    const stranger = await signIn(t, await createUser(t));
    for (const client of [stranger, p.adminClient]) {
      expect((await client.get(`/api/conversations/${p.conversationId}`)).statusCode).toBe(404);
      expect((await sendText(client, p.conversationId, 'Coucou')).statusCode).toBe(404);
      expect((await client.post(`/api/conversations/${p.conversationId}/read`)).statusCode).toBe(404);
      expect((await client.get('/api/conversations')).json().items).toEqual([]);
    }
    const count = await t.ctx.db
      .selectFrom('messages')
      .select(t.ctx.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  });

  it('refuses an empty message and one over 2,000 characters, in French, storing nothing', async () => {
    const p = await conversationParties(t);
    const empty = await sendText(p.buyerClient, p.conversationId, '   ');
    expect(empty.json().error.message).toBe('Écrivez un message ou ajoutez une photo');
    const long = await sendText(p.buyerClient, p.conversationId, 'a'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Le message est trop long (max 2000 caractères)');
    expect((await sendText(p.buyerClient, p.conversationId, 'a'.repeat(2000))).statusCode).toBe(201);
  });
});

describe('photos', () => {
  it('keeps up to 3 photos re-encoded without their GPS position, shown through signed links only', async () => {
    const p = await conversationParties(t);
    const phone = await phoneJpegWithGps(800, 600);
    expect(phone.includes(GPS_IFD_TAG)).toBe(true);
    const sent = await sendWithPhotos(p.buyerClient, p.conversationId, 'La couleur chez moi', [
      { name: 'photo.jpg', type: 'image/jpeg', data: phone },
      { name: 'b.png', type: 'image/png', data: await pngImage(100, 100) },
    ]);
    expect(sent.statusCode).toBe(201);
    const view = (await p.sellerClient.get(`/api/conversations/${p.conversationId}`)).json();
    const urls: string[] = view.messages[0].photoUrls;
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/^\/media\/private\/message-photos\/.+\?/);
    const served = await t.app.inject({ method: 'GET', url: urls[0] ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes(GPS_IFD_TAG)).toBe(false);
    const keys = await t.ctx.db.selectFrom('message_photos').select('storage_key').execute();
    const picture = await storedPicture(t, keys[0]?.storage_key ?? '');
    expect(picture).toMatchObject({ contentType: 'image/webp', exif: undefined, width: 600, height: 800 });
    // Unsigned, the same file is refused.
    expect((await t.app.inject({ method: 'GET', url: urls[0]?.split('?')[0] ?? '' })).statusCode).not.toBe(200);
  });

  it('refuses a fourth photo and a file that is not a picture, storing nothing', async () => {
    const p = await conversationParties(t);
    const before = await storedPrivateFiles(t, 'message-photos');
    const png = { name: 'a.png', type: 'image/png', data: await pngImage(50, 50) };
    const four = await sendWithPhotos(p.buyerClient, p.conversationId, 'x', [png, png, png, png]);
    expect(four.statusCode).toBe(400);
    expect(four.json().error.message).toBe('Vous pouvez ajouter au plus 3 photos');
    const fake = await sendWithPhotos(p.buyerClient, p.conversationId, 'x', [
      { name: 'a.png', type: 'image/png', data: Buffer.from('pas une image') },
    ]);
    expect(fake.json().error.message).toBe('Seuls les fichiers JPG, PNG et WEBP sont autorisés');
    expect(await storedPrivateFiles(t, 'message-photos')).toEqual(before);
    expect((await p.buyerClient.get(`/api/conversations/${p.conversationId}`)).json().messages).toEqual([]);
  });
});

describe('notifications', () => {
  const deliveriesOf = (userId: string) =>
    t.ctx.db
      .selectFrom('notification_deliveries')
      .select(['channel', 'title', 'link'])
      .where('user_id', '=', userId)
      .where('category', '=', 'messages')
      .execute();

  it('tells the recipient in the app, and by e-mail at most once per conversation per 15 minutes', async () => {
    const p = await conversationParties(t);
    await say(p.buyerClient, p.conversationId, 'Bonjour, dispo en 20 pouces ?');
    await say(p.buyerClient, p.conversationId, 'Merci !');
    const bell = (await p.sellerClient.get('/api/me/notifications')).json();
    // One entry per conversation in the bell, saying the latest message.
    expect(bell.items.filter((n: { type: string }) => n.type === 'message')).toEqual([
      expect.objectContaining({
        title: 'Nouveau message de Awa A.',
        message: 'Merci !',
        link: `/messages/${p.conversationId}`,
      }),
    ]);
    expect(await deliveriesOf(p.seller.id)).toEqual([
      { channel: 'email', title: 'Nouveau message de Awa A.', link: `/messages/${p.conversationId}` },
    ]);
    // A quarter of an hour later, the next message mails again.
    await t.ctx.db
      .updateTable('notification_deliveries')
      .set({ created_at: new Date(Date.now() - 16 * 60 * 1000) } as never)
      .where('user_id', '=', p.seller.id)
      .execute();
    await say(p.buyerClient, p.conversationId, 'Je commande ce soir');
    expect(await deliveriesOf(p.seller.id)).toHaveLength(2);
    // Reading the conversation reads its bell entry.
    await p.sellerClient.post(`/api/conversations/${p.conversationId}/read`);
    expect((await p.sellerClient.get('/api/me/notifications')).json().unreadCount).toBe(0);
  });

  it("sends no e-mail when the recipient turned 'Messages' off, and still notifies in the app", async () => {
    const p = await conversationParties(t);
    const saved = await p.sellerClient.put('/api/me/notification-preferences', {
      email: true,
      orderUpdates: true,
      messages: false,
    });
    expect(saved.statusCode).toBe(200);
    await say(p.buyerClient, p.conversationId, 'Bonjour');
    expect(await deliveriesOf(p.seller.id)).toEqual([]);
    expect((await p.sellerClient.get('/api/me/notifications')).json().unreadCount).toBe(1);
  });
});

describe('the data export', () => {
  it('holds the messages I wrote and only the count of those I received', async () => {
    const p = await conversationParties(t);
    await say(p.buyerClient, p.conversationId, 'Ma question à moi');
    await say(p.sellerClient, p.conversationId, 'Sa réponse à elle');
    const data = (await p.buyerClient.get('/api/me/export')).json();
    expect(data.messages).toEqual({
      written: [expect.objectContaining({ conversationId: p.conversationId, body: 'Ma question à moi', photos: 0 })],
      receivedCount: 1,
    });
  });
});

describe('an erased account', () => {
  it('leaves the other person the thread, without its words or photos', async () => {
    const p = await conversationParties(t);
    await sendWithPhotos(p.buyerClient, p.conversationId, 'Mon numéro : 06 12 34 56 78', [
      { name: 'a.png', type: 'image/png', data: await pngImage(40, 40) },
    ]);
    const [photo] = await t.ctx.db
      .selectFrom('message_photos as mp')
      .innerJoin('messages as m', 'm.id', 'mp.message_id')
      .select('mp.storage_key')
      .where('m.conversation_id', '=', p.conversationId)
      .execute();
    await t.ctx.db
      .updateTable('profiles')
      .set({ marked_for_deletion_at: new Date(t.clock.now().getTime() - 15 * 24 * 3600 * 1000) })
      .where('id', '=', p.buyer.id)
      .execute();
    expect(await anonymiseDueAccounts(t.ctx, t.ctx.db)).toBeGreaterThanOrEqual(1);
    const view = (await p.sellerClient.get(`/api/conversations/${p.conversationId}`)).json();
    expect(view.messages).toEqual([
      expect.objectContaining({ body: 'Message supprimé : ce compte a été fermé.', photoUrls: [] }),
    ]);
    expect(await t.ctx.storage.get(photo?.storage_key ?? '')).toBeNull();
  });
});
