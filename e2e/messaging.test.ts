import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, createUser } from '@test/factories';
import { conversationParties, say } from '@test/messaging-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage } from './helpers';

let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe('buyer–seller messaging', () => {
  it('the buyer asks from a product page, the seller answers live, the buyer sees it without a reload', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Mariam Koné' });
    const buyer = await createUser(e2e.t, { fullName: 'Nadia Bamba' });
    const productId = await insertProduct(e2e.t, seller.id, { title: 'Perruque kinky curly 40 cm', imageCount: 0 });

    // The seller waits on the messages screen of a small phone, the live stream open.
    const sellerPage = await signedInPage(e2e, seller);
    const stream = sellerPage.waitForResponse((response) => response.url().endsWith('/api/me/events'));
    await sellerPage.goto('/messages');
    await stream;
    await sellerPage.getByText('Aucune conversation pour le moment').waitFor();
    await expectNoSeriousAxeViolation(sellerPage);

    // The buyer, in another browser, asks from the product page.
    const buyerPage = await signedInPage(e2e, buyer);
    await buyerPage.goto(`/product/${productId}`);
    await buyerPage.getByRole('link', { name: 'Contacter le vendeur' }).click();
    await buyerPage.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await buyerPage.getByRole('heading', { name: 'Mariam K.' }).waitFor();
    await buyerPage.getByText('Perruque kinky curly 40 cm').waitFor();
    await buyerPage.getByLabel('Votre message').fill('Bonjour, la lace est-elle HD ?');
    await buyerPage.getByRole('button', { name: 'Envoyer' }).click();
    const log = buyerPage.getByRole('log', { name: 'Messages' });
    await log.getByText('Bonjour, la lace est-elle HD ?').waitFor();
    await log.getByText('Envoyé').waitFor();

    // It reaches the seller's open list live, unread, and the avatar shows it.
    const row = sellerPage.getByRole('link', { name: /Nadia B\., Perruque kinky curly 40 cm, 1 non lu/ });
    await row.waitFor();
    await sellerPage.getByTestId('unread-messages-dot').waitFor();
    await expectNoSeriousAxeViolation(sellerPage);
    await row.click();
    await sellerPage.getByRole('log', { name: 'Messages' }).getByText('Bonjour, la lace est-elle HD ?').waitFor();
    await expect.poll(() => sellerPage.getByTestId('unread-messages-dot').count()).toBe(0);
    // The buyer's tab shows it was read, without a reload.
    await log.getByText('Lu', { exact: true }).waitFor();

    const sent = Date.now();
    await sellerPage
      .getByLabel('Votre message')
      .fill('Oui, lace HD transparente. Virement direct possible si vous préférez.');
    await sellerPage.getByRole('button', { name: 'Envoyer' }).click();
    await log.getByText(/Oui, lace HD transparente/).waitFor();
    console.log(`message shown in the other tab ${Date.now() - sent} ms after the click`);
    // The off-platform payment warning shows on both sides.
    await buyerPage.getByText('Attention : paiement hors plateforme').first().waitFor();
    await sellerPage.getByText('Attention : paiement hors plateforme').first().waitFor();
    expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolation(buyerPage);
  }, 90_000);

  it('draws an address that only looks like ours as plain text: clicking it stays in the app', async () => {
    const { buyer, sellerClient, conversationId } = await conversationParties(e2e.t);
    const lookalike = `${e2e.baseUrl}//evil.example/paiement`;
    await say(sellerClient, conversationId, `Réglez ici ${lookalike} ou voyez ${e2e.baseUrl}/marketplace`);
    const page = await signedInPage(e2e, buyer);
    const offSite: string[] = [];
    await page.route(/evil\.example/, (route) => {
      offSite.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<h1>Paiement</h1>' });
    });
    await page.goto(`/messages/${conversationId}`);

    const log = page.getByRole('log', { name: 'Messages' });
    const ours = log.getByRole('link', { name: `${e2e.baseUrl}/marketplace` });
    await ours.waitFor();
    // Were it a link, this click would leave for evil.example before the next one could land.
    await log.getByText(lookalike).click();
    await ours.click({ timeout: 5000 });
    await page.waitForURL(`${e2e.baseUrl}/marketplace`);
    expect(offSite).toEqual([]);
    await page.goBack();
    await ours.waitFor();
    expect(await log.getByRole('link', { name: /evil/ }).count()).toBe(0);
  });

  it("lists the 50 latest conversations, then the older ones with 'Voir plus'", async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Awa Diop' });
    const buyer = await createUser(e2e.t, { fullName: 'Inès Traoré' });
    const db = e2e.t.ctx.db;
    const at = Date.now() - 86_400_000;
    for (let i = 0; i < 52; i++) {
      const productId = await insertProduct(e2e.t, seller.id, { title: `Tissage ${i + 1}`, imageCount: 0 });
      const when = new Date(at + i * 60_000);
      const { id } = await db
        .insertInto('conversations')
        .values({ subject: 'product', product_id: productId, buyer_id: buyer.id, seller_id: seller.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const message = await db
        .insertInto('messages')
        .values({ conversation_id: id, sender_id: buyer.id, body: `Question ${i + 1}`, created_at: when })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('conversations')
        .set({ last_message_id: message.id, last_message_at: when })
        .where('id', '=', id)
        .execute();
      await db
        .insertInto('conversation_members')
        .values([
          { conversation_id: id, user_id: buyer.id, role: 'buyer', last_message_at: when },
          { conversation_id: id, user_id: seller.id, role: 'seller', last_message_at: when },
        ])
        .execute();
    }
    const page = await signedInPage(e2e, seller);
    await page.goto('/messages');
    const rows = page.locator('a[href^="/messages/"]');
    await expect.poll(() => rows.count()).toBe(50);
    expect(await rows.first().getAttribute('aria-label')).toMatch(/, Tissage 52$/);
    await page.getByRole('button', { name: 'Voir plus' }).click();
    await expect.poll(() => rows.count()).toBe(52);
    expect(await rows.last().getAttribute('aria-label')).toMatch(/, Tissage 1$/);
    expect(await page.getByRole('button', { name: 'Voir plus' }).count()).toBe(0);
  });

  it('opens a long conversation on its newest message, whole above the composer', async () => {
    const { buyer, buyerClient, sellerClient, conversationId } = await conversationParties(e2e.t);
    for (let i = 1; i <= 12; i++) await say(i % 2 ? buyerClient : sellerClient, conversationId, `Message numéro ${i}`);
    await say(sellerClient, conversationId, 'Dernier mot : expédition demain matin.');
    const page = await signedInPage(e2e, buyer);
    await page.goto(`/messages/${conversationId}`);

    const newest = page.getByRole('log', { name: 'Messages' }).getByText('Dernier mot : expédition demain matin.');
    await newest.waitFor();
    const composer = page.locator('form').filter({ has: page.getByLabel('Votre message') });
    await expect
      .poll(async () => (await newest.boundingBox())!.y + (await newest.boundingBox())!.height)
      .toBeLessThanOrEqual((await composer.boundingBox())!.y);
  });

  it('reports a message as a notice (DSA art. 16): good faith, name and e-mail, and an acknowledgement', async () => {
    const { buyer, sellerClient, conversationId } = await conversationParties(e2e.t);
    const messageId = await say(sellerClient, conversationId, 'Paie-moi par virement, sinon je publie ton adresse.');
    const page = await signedInPage(e2e, buyer);
    await page.goto(`/messages/${conversationId}`);
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByText('Paie-moi par virement, sinon je publie ton adresse.').waitFor();
    await log.getByRole('button', { name: 'Signaler : Signaler ce message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler ce message' });
    await dialog.getByLabel('Type de problème').selectOption({ index: 1 });
    await dialog
      .getByLabel('Pourquoi ce contenu est-il illicite ou interdit ?')
      .fill('Ce message me menace de publier mon adresse si je ne paie pas hors de Boucles.');
    expect(await dialog.getByLabel('Votre adresse e-mail').inputValue()).toBe(buyer.email);
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await dialog.getByText('Veuillez confirmer que votre signalement est exact et fait de bonne foi').waitFor();
    await dialog.getByLabel('Je déclare de bonne foi', { exact: false }).check();
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await dialog.getByText(`Un accusé de réception part à ${buyer.email}.`, { exact: false }).waitFor();
    const stored = await e2e.t.ctx.db
      .selectFrom('reports')
      .select(['is_notice', 'good_faith', 'notifier_email'])
      .where('reported_message_id', '=', messageId)
      .execute();
    expect(stored).toEqual([{ is_notice: true, good_faith: true, notifier_email: buyer.email }]);
  });
});
