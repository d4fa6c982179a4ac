import type { ParsedMail } from 'mailparser';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { checkout, homeCheckout, orderParties } from '@test/order-factories';
import { startSmtpServer } from '@test/smtp-server';
import { createMailer } from '@server/platform/mailer';
import { deliverDue } from './deliveries';
import { deliveryChannels } from './delivery-channels';
import { startDeliveryWorker } from './delivery-worker';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const logger = pino({ level: 'silent' });
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    mailer: createMailer({
      smtpUrl: smtp.url,
      from: 'Boucles <no-reply@boucles.test>',
      outboxDir: '.tmp/unused',
      logger,
    }),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text.includes(address));

/** A header as the message carried it (mailparser folds List-* headers into one structure). */
const rawHeader = (mail: ParsedMail | undefined, key: string) =>
  mail?.headerLines
    .find((header) => header.key === key)
    ?.line.slice(key.length + 1)
    .trim();

const deliveriesOf = (userId: string) =>
  t.ctx.db
    .selectFrom('notification_deliveries')
    .select(['channel', 'status', 'attempts', 'last_error'])
    .where('user_id', '=', userId)
    .execute();

async function sellerWithOrder(preferences?: { email: boolean; orderUpdates: boolean; messages: boolean }) {
  const p = await orderParties(t);
  if (preferences) await p.sellerClient.put('/api/me/notification-preferences', preferences);
  const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
  const { order_number: orderNumber } = await t.ctx.db
    .selectFrom('orders')
    .select('order_number')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { ...p, orderNumber };
}

describe('notification e-mails over SMTP', () => {
  it('tells the seller of a new order in French, with a button to the sale and one-click unsubscribe', async () => {
    const { seller, orderNumber } = await sellerWithOrder();
    await deliverDue(t.ctx, deliveryChannels);

    const [mail] = mailsTo(seller.email);
    expect(mail?.subject).toBe('Nouvelle commande — Boucles');
    expect(mail?.text).toContain('Bonjour Fatou Vendeuse,');
    expect(mail?.text).toContain(`Nouvelle commande ${orderNumber}`);
    const saleUrl = `${t.ctx.config.publicUrl}/orders?onglet=ventes#commande-${orderNumber}`;
    expect(mail?.text).toContain(saleUrl);
    expect(mail?.html).toContain(`href="${saleUrl}"`);
    expect(mail?.html).toContain('Voir sur Boucles');
    expect(mail?.html).toContain(`${t.ctx.config.publicUrl}/settings`);
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(mail, 'list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=.+>$/,
    );
    expect(mail?.messageId).toMatch(/^<notification-[0-9a-f-]+@localhost>$/);
    expect(await deliveriesOf(seller.id)).toEqual([
      { channel: 'email', status: 'sent', attempts: 1, last_error: null },
    ]);

    // Nothing is sent twice: a second pass finds nothing due.
    expect(await deliverDue(t.ctx, deliveryChannels)).toBe(0);
    expect(mailsTo(seller.email)).toHaveLength(1);
  });

  it('sends nothing when the e-mail preference is off, or the order-updates one', async () => {
    for (const preferences of [
      { email: false, orderUpdates: true, messages: true },
      { email: true, orderUpdates: false, messages: true },
    ]) {
      const { seller } = await sellerWithOrder(preferences);
      await deliverDue(t.ctx, deliveryChannels);
      expect(mailsTo(seller.email)).toEqual([]);
      expect(await deliveriesOf(seller.id)).toEqual([]);
      // The in-app notification exists all the same (decisions.md §5).
      const inApp = await t.ctx.db.selectFrom('notifications').select('id').where('user_id', '=', seller.id).execute();
      expect(inApp).toHaveLength(1);
    }
  });

  it('retries after the SMTP server refuses, and the mail arrives once', async () => {
    // Checkout also e-mails the buyer how to pay: only the seller's mail is refused.
    const { seller } = await sellerWithOrder();
    smtp.refuseNext(2, seller.email);
    const stop = startDeliveryWorker(t.ctx, deliveryChannels, logger, { pollMs: 50, backoff: () => 0.05 });
    try {
      await vi.waitFor(() => expect(mailsTo(seller.email)).toHaveLength(1), { timeout: 10_000 });
      // The server may have the mail a moment before the worker hears back and marks it sent.
      await vi.waitFor(
        async () => expect((await deliveriesOf(seller.id))[0]).toMatchObject({ status: 'sent', attempts: 3 }),
        { timeout: 10_000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailsTo(seller.email)).toHaveLength(1);
    } finally {
      await stop();
    }
  });

  it('never fails the order when the mail server is down: the e-mail waits, then goes', async () => {
    await smtp.close();
    const { seller, buyerClient } = await sellerWithOrder();
    expect((await buyerClient.get('/api/orders?side=buyer')).statusCode).toBe(200);
    await deliverDue(t.ctx, deliveryChannels, { backoff: () => 0 });
    const [waiting] = await deliveriesOf(seller.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.last_error).toBeTruthy();

    smtp = await startSmtpServer(smtp.port);
    await deliverDue(t.ctx, deliveryChannels, { backoff: () => 0 });
    expect(mailsTo(seller.email)).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  it('turns order e-mails off from the link in the header, without a session or an Origin', async () => {
    const { seller, sellerClient } = await sellerWithOrder();
    await deliverDue(t.ctx, deliveryChannels);
    const link = rawHeader(mailsTo(seller.email)[0], 'list-unsubscribe') ?? '';
    const path = link.replace(/[<>]/g, '').replace(t.ctx.config.publicUrl, '');

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirmer la désinscription');
    expect((await sellerClient.get('/api/me/notification-preferences')).json().orderUpdates).toBe(true);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await (await sellerClient.get('/api/me/notification-preferences')).json()).toEqual({
      email: true,
      orderUpdates: false,
      messages: true,
    });
  });

  it('refuses a forged token and changes nothing', async () => {
    const { seller, sellerClient } = await sellerWithOrder();
    const forged = `${seller.id}.order_updates.${'A'.repeat(43)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Lien de désinscription invalide');
    expect((await sellerClient.get('/api/me/notification-preferences')).json().orderUpdates).toBe(true);
  });

  it("answers the confirmation page's mangled link with the invalid-link page, never JSON", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe/confirm?token=${'x'.repeat(201)}`,
      headers: { origin: t.ctx.config.publicUrl },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Lien de désinscription invalide');
  });
});
