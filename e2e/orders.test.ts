import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { ORDERS_PAGE_SIZE } from '@shared/first-page-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '@shared/money';
import { ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createSeller, createUser, signIn, type TestUser } from '@test/factories';
import { multipart, pngImage } from '@test/files';
import { insertPaidOrder } from '@test/account-factories';
import { orderParties, paidOrder, stockOf } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
let addressProvider: Server;

/** A local stand-in for the Photon-like address service: two answers for any query. */
async function startFakeAddressProvider(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        features: [
          {
            properties: {
              housenumber: '12',
              street: 'Rue des Lilas',
              postcode: '75011',
              city: 'Paris',
              country: 'France',
            },
          },
          {
            properties: {
              housenumber: '12',
              street: 'Rue du Lac',
              postcode: 'H2X 1Y4',
              city: 'Montréal',
              country: 'Canada',
            },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}/api` };
}

beforeAll(async () => {
  e2e = await startE2e();
  const fake = await startFakeAddressProvider();
  addressProvider = fake.server;
  // The provider is read on each request; tests never reach the internet (conventions).
  (e2e.t.ctx.config as { addressProviderUrl?: string }).addressProviderUrl = fake.url;
});
afterAll(async () => {
  await e2e?.close();
  await new Promise((resolve) => addressProvider?.close(resolve));
});

const orderCard = (page: Page, title: string) => page.getByRole('article', { name: title });

const PRICE = 12_900;
const COMMISSION = 645;

describe('an order from checkout to delivery', () => {
  it('takes the buyer, the admin and the seller through every step, the buyer never seeing the commission', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Mariam Koné' });
    const buyer = await createUser(e2e.t, { fullName: 'Nadia Bamba' });
    const admin = await createAdmin(e2e.t);
    const title = 'Perruque kinky curly 45 cm';
    const productId = await insertProduct(e2e.t, seller.id, { title, price_cents: PRICE });

    // Checkout: suggestions by keyboard, the delivery cost following the country, the spec's messages.
    const buyerPage = await signedInPage(e2e, buyer);
    await buyerPage.goto(`/product/${productId}`);
    await buyerPage.getByRole('button', { name: 'Commander' }).click();
    await buyerPage.waitForURL(
      (url) => url.pathname === '/checkout' && url.searchParams.get('productId') === productId,
    );
    const total = buyerPage.getByTestId('checkout-total');
    await expect.poll(() => total.textContent()).toBe(formatEuros(PRICE + 699));

    const address = buyerPage.getByRole('combobox', { name: 'Adresse de livraison' });
    await address.fill('12 rue');
    const options = buyerPage.getByRole('listbox', { name: "Suggestions d'adresses" }).getByRole('option');
    await expect.poll(() => options.count()).toBe(2);
    await address.press('ArrowDown');
    await address.press('ArrowDown');
    await expect(address.getAttribute('aria-activedescendant')).resolves.toBe(await options.nth(1).getAttribute('id'));
    await address.press('Enter');
    await expect(address.inputValue()).resolves.toBe('12 Rue du Lac, H2X 1Y4 Montréal');
    await expect(buyerPage.getByLabel('Pays').inputValue()).resolves.toBe('Canada');
    await expect.poll(() => total.textContent()).toBe(formatEuros(PRICE + 1299));

    await address.fill('12 ru');
    await expect.poll(() => options.count()).toBe(2);
    await address.press('Escape');
    await expect(address.getAttribute('aria-expanded')).resolves.toBe('false');
    await address.fill('12 rue des Lilas, 75011 Paris');
    await buyerPage.getByLabel('Pays').fill('France');
    await expect.poll(() => total.textContent()).toBe(formatEuros(PRICE + 699));

    await buyerPage.getByRole('button', { name: 'Confirmer la commande' }).click();
    await buyerPage.getByText('Veuillez sélectionner un mode de paiement').waitFor();
    await buyerPage.getByRole('radio', { name: 'Virement bancaire' }).check();
    expect(await buyerPage.getByText(/commission/i).count()).toBe(0);
    await buyerPage.getByRole('button', { name: 'Confirmer la commande' }).click();
    await toast(buyerPage, 'Commande créée avec succès!').waitFor();
    await buyerPage.waitForURL((url) => url.pathname === '/orders');

    const buyerCard = orderCard(buyerPage, title);
    await buyerCard.getByText('En attente de paiement').first().waitFor();
    await buyerPage.getByRole('tab', { name: 'Achats (1)' }).waitFor();
    await expect(buyerCard.getByText(formatEuros(PRICE + 699)).count()).resolves.toBeGreaterThan(0);

    // The admin's dashboard is open before the proof arrives: approval is not possible yet.
    const adminPage = await signedInPage(e2e, admin);
    await adminPage.goto('/admin');
    const awaiting = adminPage.getByRole('listitem', { name: /Paiement de la commande/ });
    await expect.poll(() => awaiting.count()).toBe(1);
    await expect(awaiting.getByRole('button', { name: /Valider/ }).isDisabled()).resolves.toBe(true);
    await awaiting.getByText('Aucune preuve envoyée').waitFor();

    // Proof: a refused file type first, then a real image with the spec's success message.
    await buyerCard.getByRole('button', { name: 'Envoyer la preuve de paiement' }).click();
    const payDialog = buyerPage.getByRole('dialog', { name: 'Envoyer la preuve de paiement' });
    await payDialog.getByText('Boucles SAS (démo)').waitFor();
    const fileInput = payDialog.getByLabel('Preuve de paiement');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
    await payDialog.getByText('Seuls les fichiers JPG, PNG et PDF sont autorisés').waitFor();
    await fileInput.setInputFiles({ name: 'recu.png', mimeType: 'image/png', buffer: await pngImage() });
    await payDialog.getByText('Fichier sélectionné: recu.png').waitFor();
    await payDialog.getByRole('button', { name: 'Envoyer la preuve' }).click();
    await toast(buyerPage, 'Preuve de paiement soumise avec succès!').waitFor();
    await buyerCard.getByText('Paiement soumis').first().waitFor();
    await buyerPage.getByRole('heading', { name: 'Commandes récentes (1)' }).waitFor();
    await buyerCard.getByRole('link', { name: 'Voir la preuve de paiement' }).locator('img').waitFor();

    // The admin's list refreshes by itself (Server-Sent Events); the proof opens through a signed URL.
    await adminPage.getByRole('heading', { name: 'Preuves à vérifier (1)' }).waitFor();
    const toCheck = adminPage.getByRole('listitem', { name: /Paiement de la commande/ }).first();
    const proofHref = await toCheck.getByRole('link', { name: /Voir la preuve/ }).getAttribute('href');
    expect(proofHref).toMatch(/^\/media\/private\/.+\?expires=\d+&signature=/);
    expect((await adminPage.request.get(proofHref ?? '')).status()).toBe(200);
    // 'Valider' asks once, with the amount and the buyer; focus starts on 'Annuler' and comes back.
    const validate = toCheck.getByRole('button', { name: /Valider/ });
    await validate.click();
    const confirm = adminPage.getByRole('alertdialog', {
      name: `Valider le paiement de ${formatEuros(PRICE + 699)} de Nadia Bamba ?`,
    });
    await expect
      .poll(() => confirm.getByRole('button', { name: 'Annuler' }).evaluate((b) => b === document.activeElement))
      .toBe(true);
    await adminPage.keyboard.press('Escape');
    await expect.poll(() => validate.evaluate((b) => b === document.activeElement)).toBe(true);
    await expect(confirm.count()).resolves.toBe(0);
    await validate.click();
    await confirm.getByRole('button', { name: 'Valider le paiement' }).click();
    await toast(adminPage, 'Paiement validé').waitFor();

    // The seller sees the commission and their share, and ships with a tracking number.
    const sellerPage = await signedInPage(e2e, seller);
    await sellerPage.goto('/orders');
    await sellerPage.getByRole('tab', { name: 'Ventes (1)' }).click();
    const sellerCard = orderCard(sellerPage, title);
    await sellerCard.getByText('Paiement validé').first().waitFor();
    await sellerCard.getByText(`− ${formatEuros(COMMISSION)}`).waitFor();
    await sellerCard.getByText(formatEuros(PRICE - COMMISSION)).waitFor();
    await sellerCard.getByText('Acheteur : Nadia Bamba').waitFor();
    await sellerCard.getByRole('button', { name: 'Marquer comme envoyée' }).click();
    const sendDialog = sellerPage.getByRole('dialog', { name: 'Marquer comme envoyée' });
    await sendDialog.getByLabel('Numéro de suivi').fill('COLIS-123');
    await sendDialog.getByRole('button', { name: "Confirmer l'envoi" }).click();
    await toast(sellerPage, 'Commande marquée comme envoyée').waitFor();
    await sellerCard.getByText('En transit').first().waitFor();

    // The buyer confirms receipt, behind a confirmation.
    await buyerPage.reload();
    await buyerCard.getByText('COLIS-123', { exact: true }).waitFor();
    await buyerCard.getByRole('button', { name: 'Confirmer la réception' }).click();
    await buyerPage
      .getByRole('dialog', { name: 'Confirmer la réception' })
      .getByRole('button', { name: "J'ai reçu ma commande" })
      .click();
    await toast(buyerPage, 'Réception du colis confirmée').waitFor();
    await buyerCard.getByText('Livrée').first().waitFor();

    const buyerText = (await buyerPage.locator('main').textContent()) ?? '';
    expect(buyerText).not.toMatch(/commission|votre part/i);
    expect(buyerText).not.toContain(formatEuros(COMMISSION));
    expect(buyerText).not.toContain(formatEuros(PRICE - COMMISSION));
    expect(await ledgerIsBalanced(e2e.t.ctx.db)).toBe(true);
  });

  it('sends a checkout whose answer was lost again under the same key, which makes one order', async () => {
    const seller = await createSeller(e2e.t);
    const buyer = await createUser(e2e.t);
    const productId = await insertProduct(e2e.t, seller.id, { title: 'Perruque body wave', stock_quantity: 3 });
    const page = await signedInPage(e2e, buyer);
    const keys: (string | undefined)[] = [];
    // The server makes the order, then the connection drops before the browser reads the answer.
    await page.route('**/api/orders', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key']);
      const response = await route.fetch();
      return keys.length === 1 ? route.abort('connectionreset') : route.fulfill({ response });
    });
    await page.goto(`/checkout?productId=${productId}`);
    await page.getByRole('radio', { name: 'Point de récupération' }).check();
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await toast(page, 'Commande créée avec succès!').waitFor();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const orders = await e2e.t.ctx.db.selectFrom('orders').select('id').where('buyer_id', '=', buyer.id).execute();
    expect(orders).toHaveLength(1);
    expect(await stockOf(e2e.t, productId)).toBe(2);
  });

  it('sends a seller trying to buy their own product back to the shop with the spec message', async () => {
    const seller = await createSeller(e2e.t);
    const productId = await insertProduct(e2e.t, seller.id);
    const page = await signedInPage(e2e, seller);
    await page.goto(`/checkout?productId=${productId}`);
    await toast(page, 'Vous ne pouvez pas acheter votre propre produit').waitFor();
    await page.waitForURL((url) => url.pathname === '/marketplace');
  });

  it('lets the buyer cancel behind a confirmation, and the admin reject a proof with a required note', async () => {
    const seller = await createSeller(e2e.t);
    const buyer = await createUser(e2e.t);
    const admin = await createAdmin(e2e.t);
    const kept = await insertProduct(e2e.t, seller.id, { title: 'Tissage brésilien 50 cm' });
    const dropped = await insertProduct(e2e.t, seller.id, { title: 'Closure lace 4x4' });
    const api = await signIn(e2e.t, buyer);
    for (const productId of [kept, dropped]) {
      const created = await api.post('/api/orders', { productId, deliveryType: 'pickup', paymentMethod: 'paypal' });
      expect(created.statusCode).toBe(201);
    }
    const keptOrder = (await api.get('/api/orders?side=buyer'))
      .json<{ orders: { id: string; product: { title: string } }[] }>()
      .orders.find((order) => order.product.title === 'Tissage brésilien 50 cm');
    const proof = multipart('proof', 'recu.png', 'image/png', await pngImage());
    const sent = await api.request('POST', `/api/orders/${keptOrder?.id}/payment-proof`, proof.payload, {
      headers: { 'content-type': proof.contentType },
    });
    expect(sent.statusCode).toBe(200);

    const buyerPage = await signedInPage(e2e, buyer);
    // A proof file that cannot be read (expired link, lost file) shows a cross, not a broken card.
    await buyerPage.route('**/media/private/**', (route) => route.fulfill({ status: 404 }));
    await buyerPage.goto('/orders');
    await orderCard(buyerPage, 'Tissage brésilien 50 cm').getByTestId('proof-broken').waitFor();
    const droppedCard = orderCard(buyerPage, 'Closure lace 4x4');
    await droppedCard.getByRole('button', { name: 'Annuler la commande' }).click();
    const confirm = buyerPage.getByRole('dialog', { name: 'Annuler la commande' });
    await confirm.getByRole('button', { name: 'Retour' }).click();
    await droppedCard.getByText('En attente de paiement').first().waitFor();
    await droppedCard.getByRole('button', { name: 'Annuler la commande' }).click();
    await confirm.getByRole('button', { name: 'Annuler la commande' }).click();
    await toast(buyerPage, 'Commande annulée').waitFor();
    await droppedCard.getByText('Annulée').first().waitFor();

    const adminPage = await signedInPage(e2e, admin);
    await adminPage.goto('/admin');
    const row = adminPage
      .getByRole('listitem', { name: /Paiement de la commande/ })
      .filter({ has: adminPage.getByRole('link', { name: /Voir la preuve/ }) });
    await row.getByRole('button', { name: /Rejeter/ }).click();
    const rejectDialog = adminPage.getByRole('dialog', { name: 'Rejeter le paiement' });
    await rejectDialog.getByRole('button', { name: 'Rejeter le paiement' }).click();
    await rejectDialog.getByText('Veuillez indiquer la raison du rejet').waitFor();
    await rejectDialog.getByLabel('Raison du rejet').fill('Montant illisible sur la capture (235,99 €).');
    await rejectDialog.getByRole('button', { name: 'Rejeter le paiement' }).click();
    await toast(adminPage, 'Paiement rejeté').waitFor();

    await buyerPage.reload();
    const keptCard = orderCard(buyerPage, 'Tissage brésilien 50 cm');
    await keptCard
      .getByRole('note')
      .getByText(
        'Paiement rejeté : Montant illisible sur la capture (235,99 €). Veuillez envoyer une nouvelle preuve de paiement.',
      )
      .waitFor();
    await keptCard.getByRole('button', { name: 'Envoyer la preuve de paiement' }).waitFor();
  });

  it('lets the admin set any status, only with a reason', async () => {
    const seller = await createSeller(e2e.t);
    const buyer = await createUser(e2e.t);
    const admin = await createAdmin(e2e.t);
    const productId = await insertProduct(e2e.t, seller.id, { title: 'Perruque bob lisse' });
    const created = await (
      await signIn(e2e.t, buyer)
    ).post('/api/orders', {
      productId,
      deliveryType: 'pickup',
      paymentMethod: 'mtn_mobile',
    });
    const { order } = created.json<{ order: { id: string; orderNumber: string } }>();

    const adminPage = await signedInPage(e2e, admin);
    await adminPage.goto('/admin');
    await adminPage.getByRole('tab', { name: 'Commandes récentes' }).click();
    const select = adminPage.getByLabel(`Statut de la commande ${order.orderNumber}`);
    await select.selectOption('cancelled');
    const dialog = adminPage.getByRole('dialog', { name: 'Changer le statut de la commande' });
    await dialog.getByRole('button', { name: 'Changer le statut' }).click();
    await dialog.getByText('Veuillez indiquer une raison').waitFor();
    // Never paid: nothing to refund, nothing to warn of.
    await expect(dialog.getByText(/remboursés à/).count()).resolves.toBe(0);
    await dialog.getByLabel('Raison').fill('Demande de l’acheteur par téléphone');
    await dialog.getByRole('button', { name: 'Changer le statut' }).click();
    await toast(adminPage, 'Statut de la commande mis à jour').waitFor();
    await expect.poll(() => select.inputValue()).toBe('cancelled');
  });

  it('warns, before cancelling a paid order, that its buyer is refunded for good', async () => {
    const parties = await orderParties(e2e.t, { title: 'Perruque body wave 50 cm', price_cents: 12_000 });
    const orderId = await paidOrder(e2e.t, parties);
    const row = await e2e.t.ctx.db
      .selectFrom('orders')
      .select(['order_number', 'total_amount_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();

    const adminPage = await signedInPage(e2e, parties.admin);
    await adminPage.goto('/admin');
    await adminPage.getByRole('tab', { name: 'Commandes récentes' }).click();
    await adminPage.getByLabel(`Statut de la commande ${row.order_number}`).selectOption('cancelled');
    const dialog = adminPage.getByRole('dialog', { name: 'Changer le statut de la commande' });
    await dialog
      .getByText(
        `${formatEuros(row.total_amount_cents)} sont inscrits au grand livre comme remboursés à Awa Acheteuse, qu'il faudra lui verser. Une commande remboursée ne peut plus être réactivée.`,
      )
      .waitFor();
  });
});

describe('a long history', () => {
  it('draws ten orders at a time, and the next ten with “Voir plus”', async () => {
    const parties = await orderParties(e2e.t);
    const ids = { buyerId: parties.buyer.id, sellerId: parties.seller.id, productId: parties.productId };
    for (let i = 0; i < 15; i++) await insertPaidOrder(e2e.t, ids);
    const page = await signedInPage(e2e, parties.buyer);
    await page.goto('/orders');
    const cards = page.getByRole('tabpanel').getByRole('article');
    await page.getByRole('button', { name: 'Voir plus' }).waitFor();
    expect(await cards.count()).toBe(ORDERS_PAGE_SIZE);
    await page.getByRole('button', { name: 'Voir plus' }).click();
    await expect.poll(() => cards.count()).toBe(15);
    await expect(page.getByRole('button', { name: 'Voir plus' }).count()).resolves.toBe(0);
  });
});

describe('accessibility', () => {
  it('has no serious axe violation on /checkout, /orders and /admin', async () => {
    const seller = await createSeller(e2e.t);
    const buyer = await createUser(e2e.t);
    const productId = await insertProduct(e2e.t, seller.id, { title: 'Extensions clip-in' });
    await (
      await signIn(e2e.t, buyer)
    ).post('/api/orders', {
      productId,
      deliveryType: 'home',
      address: '3 avenue Foch, 69006 Lyon',
      country: 'France',
      paymentMethod: 'bank_transfer',
    });
    const other = await insertProduct(e2e.t, seller.id, { title: 'Bonnet en satin' });
    const adminUser = await createAdmin(e2e.t);

    const pages: [TestUser, string, string][] = [
      [buyer, `/checkout?productId=${other}`, 'Confirmer la commande'],
      [buyer, '/orders', 'Extensions clip-in'],
      [adminUser, '/admin', 'Commandes en attente'],
    ];
    for (const [user, path, ready] of pages) {
      const page = await signedInPage(e2e, user);
      await page.goto(path);
      await page.getByText(ready).first().waitFor();
      await expectNoSeriousAxeViolation(page);
      await page.context().close();
    }
  });
});
