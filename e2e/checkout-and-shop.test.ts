import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, createUser } from '@test/factories';
import { say } from '@test/messaging-factories';
import { checkout, deliveredOrder, homeCheckout, orderParties } from '@test/order-factories';
import { reviewOrder } from '@test/review-factories';
import { type E2e, startE2e } from './browser';
import { shopCard } from './catalogue-helpers';
import { expectNoSeriousAxeViolation, signedInPage } from './helpers';

const PHONE = { width: 390, height: 844 };
const SUGGESTIONS_HINT = 'Des suggestions apparaissent dès 3 caractères';

let e2e: E2e;
let addressProvider: Server;
let addressProviderUrl: string;

beforeAll(async () => {
  e2e = await startE2e();
  // A Photon-like stand-in: the tests never reach the internet (conventions).
  addressProvider = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ features: [] }));
  });
  await new Promise<void>((resolve) => addressProvider.listen(0, '127.0.0.1', resolve));
  const address = addressProvider.address();
  addressProviderUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
});
afterAll(async () => {
  await e2e?.close();
  await new Promise((resolve) => addressProvider?.close(resolve));
});

const config = () => e2e.t.ctx.config as { addressProviderUrl?: string | undefined };

async function setProfileAddress(userId: string) {
  await e2e.t.ctx.db
    .updateTable('profiles')
    .set({ address: "12 rue de l'Église", postal_code: '75004', city: 'Paris', country: 'France' })
    .where('id', '=', userId)
    .execute();
}

/** No horizontal scroll: nothing on the page is wider than the phone; a failure names the widest elements. */
async function expectFitsPhone(page: Page) {
  const overflow = () =>
    page.evaluate((width) => {
      if (document.documentElement.scrollWidth <= width) return [];
      const wide = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > width + 1);
      const deepest = wide.filter((e) => !wide.some((other) => other !== e && e.contains(other)));
      return [location.pathname, ...deepest.slice(0, 5).map((e) => `${e.tagName} ${e.className}`)];
    }, PHONE.width);
  await expect.poll(overflow).toEqual([]);
}

describe('checkout on a phone', () => {
  it('is pre-filled with the whole profile address and shows where to pay before the order', async () => {
    const seller = await createSeller(e2e.t);
    const buyer = await createUser(e2e.t);
    await setProfileAddress(buyer.id);
    const productId = await insertProduct(e2e.t, seller.id, { title: 'Perruque lisse 50 cm' });
    const page = await signedInPage(e2e, buyer);
    await page.setViewportSize(PHONE);
    await page.goto(`/checkout?productId=${productId}`);

    const address = page.getByRole('combobox', { name: 'Adresse de livraison' });
    await expect.poll(() => address.inputValue()).toBe("12 rue de l'Église, 75004 Paris");
    await expect(page.getByLabel('Pays').inputValue()).resolves.toBe('France');
    await page.getByText('Numéro, rue, code postal et ville.').waitFor();
    // No address provider in this test app: no suggestions are promised.
    expect(await page.getByText(SUGGESTIONS_HINT).count()).toBe(0);

    const wherePay = page.getByRole('region', { name: 'Où payer' });
    expect(await wherePay.count()).toBe(0);
    await page.getByRole('radio', { name: 'Virement bancaire' }).check();
    await wherePay.getByText('Boucles SAS (démo)').waitFor();
    await wherePay.getByText('FR76 0000 0000 0000 0000 0000 000').waitFor();
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await wherePay.getByText('paiements@boucles.local').waitFor();
    expect(await wherePay.getByText('FR76 0000 0000 0000 0000 0000 000').count()).toBe(0);
    await expectFitsPhone(page);
    await expectNoSeriousAxeViolation(page);

    // The pre-filled address passes the server's rules as it is.
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    const order = await e2e.t.ctx.db
      .selectFrom('orders')
      .select(['delivery_address', 'delivery_country'])
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ delivery_address: "12 rue de l'Église, 75004 Paris", delivery_country: 'France' });

    // The browser's Back button after ordering: the order, not a live form for a product already ordered.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('heading', { name: 'Vous avez commandé ce produit' }).waitFor();
    expect(await page.getByRole('button', { name: 'Confirmer la commande' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Voir ma commande' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
  });

  it('promises suggestions only when an address provider is configured', async () => {
    const seller = await createSeller(e2e.t);
    const buyer = await createUser(e2e.t);
    const productId = await insertProduct(e2e.t, seller.id);
    config().addressProviderUrl = addressProviderUrl;
    try {
      const page = await signedInPage(e2e, buyer);
      await page.setViewportSize(PHONE);
      await page.goto(`/checkout?productId=${productId}`);
      await page.getByText(`Numéro, rue, code postal et ville. ${SUGGESTIONS_HINT}.`).waitFor();
    } finally {
      config().addressProviderUrl = undefined;
    }
  });

  it('pre-fills the switch to home delivery with the whole profile address', async () => {
    const parties = await orderParties(e2e.t, { title: 'Tissage brésilien 60 cm', category: 'Tissages' });
    await setProfileAddress(parties.buyer.id);
    await checkout(parties.buyerClient, homeCheckout(parties.productId, { deliveryType: 'pickup' }));
    const page = await signedInPage(e2e, parties.buyer);
    await page.setViewportSize(PHONE);
    await page.goto('/orders');
    await page.getByRole('button', { name: 'Passer en livraison à domicile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passer en livraison à domicile' });
    const address = dialog.getByRole('combobox', { name: 'Nouvelle adresse de livraison' });
    await expect.poll(() => address.inputValue()).toBe("12 rue de l'Église, 75004 Paris");
    await expect(dialog.getByLabel('Pays').inputValue()).resolves.toBe('France');
  });
});

describe('long words and links on a phone', () => {
  const word = 'Perruque'.repeat(25); // 200 letters, no space
  const url = `https://exemple.fr/${'chemin-sans-espace/'.repeat(8)}perruque?reference=${'1234567890'.repeat(4)}`;

  it('wrap on the product page, the shop, the seller page, the orders, the reviews and the messages', async () => {
    const parties = await orderParties(e2e.t, {
      title: word.slice(0, 110),
      description: `${word} ${url} ${word}`,
      stock_quantity: 5,
    });
    await e2e.t.ctx.db
      .updateTable('profiles')
      .set({ bio: `${word} ${url}` })
      .where('id', '=', parties.seller.id)
      .execute();
    const orderId = await deliveredOrder(e2e.t, parties);
    expect((await reviewOrder(parties, orderId, 5, `Superbe ${word.slice(0, 150)}`)).statusCode).toBe(201);
    const conversation = await parties.buyerClient.post('/api/conversations', { type: 'order', orderId });
    const conversationId: string = conversation.json().id;
    await say(parties.buyerClient, conversationId, `${word} ${url}`);

    const page = await signedInPage(e2e, parties.buyer);
    await page.setViewportSize(PHONE);
    const pages = [
      `/product/${parties.productId}`,
      '/marketplace',
      `/seller/${parties.seller.id}`,
      `/seller/${parties.seller.id}/reviews`,
      '/orders',
      `/messages/${conversationId}`,
    ];
    for (const path of pages) {
      await page.goto(path);
      await page.getByText(word.slice(0, 40)).first().waitFor();
      await expectFitsPhone(page);
    }
    // The shop's card shows the title too, within a phone's width.
    await page.goto('/marketplace');
    await shopCard(page, word.slice(0, 110)).waitFor();
    await expectFitsPhone(page);

    // The seller's own profile shows the bio with its long word and link.
    const sellerPage = await signedInPage(e2e, parties.seller);
    await sellerPage.setViewportSize(PHONE);
    await sellerPage.goto('/profile');
    await sellerPage.getByText(word.slice(0, 40)).first().waitFor();
    await expectFitsPhone(sellerPage);
  });
});

describe('the shop', () => {
  it('filters on Tissages, and its empty state resets every filter', async () => {
    const seller = await createSeller(e2e.t);
    await insertProduct(e2e.t, seller.id, { title: 'Tissage ondulé 55 cm', category: 'Tissages' });
    await insertProduct(e2e.t, seller.id, { title: 'Perruque courte 20 cm', category: 'Perruques' });
    const page = await e2e.newPage(PHONE);
    await page.goto('/marketplace');
    await page.getByRole('button', { name: /^Filtres/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filtres' });
    await panel.getByLabel('Catégorie').selectOption('Tissages');
    await page.waitForURL((url) => url.searchParams.get('category') === 'Tissages');
    await panel.getByRole('button', { name: /^Voir les résultats \(\d+\)$/ }).click();
    await panel.waitFor({ state: 'detached' });
    await shopCard(page, 'Tissage ondulé 55 cm').waitFor();
    expect(await shopCard(page, 'Perruque courte 20 cm').count()).toBe(0);

    await page.goto('/marketplace?category=Tissages&q=introuvable&color=gris');
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace' && url.search === '');
    await shopCard(page, 'Tissage ondulé 55 cm').waitFor();
    await shopCard(page, 'Perruque courte 20 cm').waitFor();
    await expect(page.getByRole('searchbox', { name: 'Rechercher un produit' }).inputValue()).resolves.toBe('');
  });
});

describe('the home page', () => {
  it('shows the newest listings and the categories under the hero', async () => {
    const seller = await createSeller(e2e.t);
    for (let index = 1; index <= 9; index++) {
      await insertProduct(e2e.t, seller.id, {
        title: `Nouveauté numéro ${index}`,
        created_at: new Date(Date.now() + index * 60_000),
      });
    }
    const page = await e2e.newPage(PHONE);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Perruques, mèches et tissages pour cheveux afro' }).waitFor();
    const newest = page.getByRole('region', { name: 'Nouveautés' });
    await newest.getByRole('article').first().waitFor();
    expect(await newest.getByRole('article').count()).toBe(8);
    await newest.getByRole('article', { name: 'Nouveauté numéro 9' }).waitFor();
    expect(await newest.getByRole('article', { name: 'Nouveauté numéro 1' }).count()).toBe(0);
    const firstImage = newest.getByRole('article').first().locator('img');
    expect([await firstImage.getAttribute('loading'), await firstImage.getAttribute('fetchpriority')]).toEqual([
      'eager',
      'high',
    ]);
    expect(await firstImage.getAttribute('sizes')).toContain('50vw');
    await expectFitsPhone(page);
    await expectNoSeriousAxeViolation(page);

    const categories = page.getByRole('region', { name: 'Catégories' });
    await categories.getByRole('link', { name: 'Tissages' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace' && url.searchParams.get('category') === 'Tissages');

    await page.goto('/');
    await newest.getByRole('link', { name: 'Voir tout' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace');
    await shopCard(page, 'Nouveauté numéro 9').waitFor();
  });
});
