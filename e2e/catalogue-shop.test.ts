import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, createUser } from '@test/factories';
import { insertReviewedOrder } from '@test/review-factories';
import { type E2e, startE2e } from './browser';
import { publishProduct, readyGallery, shopCard, watchAdoption } from './catalogue-helpers';
import { expectNoSeriousAxeViolation, signInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher un produit' });
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filtres/ });
const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('finding a product in the shop', () => {
  it("finds 'Perruques bouclées' by the accent-free search 'perruque bouclee', and a reload keeps the search", async () => {
    const seller = await createSeller(e2e.t);
    await publishProduct(e2e, seller, { title: 'Perruques bouclées naturelles', texture: 'kinky_curly' });
    await publishProduct(e2e, seller, { title: 'Perruque lisse 60 cm', texture: 'lisse' });
    await publishProduct(e2e, seller, { title: 'Extensions bouclées à clips', category: 'Extensions' });
    const page = await e2e.newPage();
    await page.goto('/marketplace');
    await shopCard(page, 'Perruque lisse 60 cm').waitFor();

    await searchBox(page).fill('perruque bouclee');
    await page.waitForURL((url) => url.searchParams.get('q') === 'perruque bouclee');
    await shopCard(page, 'Perruque lisse 60 cm').waitFor({ state: 'detached' });
    await shopCard(page, 'Perruques bouclées naturelles').waitFor();
    await expect(shopCard(page, 'Extensions bouclées à clips').count()).resolves.toBe(0);
    await page.getByRole('status').filter({ hasText: '1 produit' }).waitFor();

    await page.reload();
    await shopCard(page, 'Perruques bouclées naturelles').waitFor();
    await expect(searchBox(page).inputValue()).resolves.toBe('perruque bouclee');
    await expect(shopCard(page, 'Perruque lisse 60 cm').count()).resolves.toBe(0);

    await searchBox(page).fill('tissage introuvable');
    await page.getByText('Aucun produit ne correspond à vos critères').waitFor();
  });

  it('filters by category in the panel; the URL holds the filter, so reload and Back restore the view', async () => {
    const seller = await createSeller(e2e.t);
    await publishProduct(e2e, seller, { title: 'Perruque water wave 55 cm' });
    await publishProduct(e2e, seller, { title: 'Mèches kinky straight à clips', category: 'Extensions' });
    const page = await e2e.newPage();
    await page.goto('/marketplace');
    await shopCard(page, 'Perruque water wave 55 cm').waitFor();

    await filtersButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Filtres' });
    await panel.getByLabel('Catégorie').selectOption('Extensions');
    await page.waitForURL((url) => url.searchParams.get('category') === 'Extensions');
    await panel.getByRole('button', { name: /^Voir les résultats \(\d+\)$/ }).click();
    await panel.waitFor({ state: 'detached' });
    await shopCard(page, 'Perruque water wave 55 cm').waitFor({ state: 'detached' });
    await shopCard(page, 'Mèches kinky straight à clips').waitFor();
    await page.getByRole('button', { name: 'Filtres (1 filtre actif)' }).waitFor();

    await page.reload();
    await shopCard(page, 'Mèches kinky straight à clips').waitFor();
    await expect(shopCard(page, 'Perruque water wave 55 cm').count()).resolves.toBe(0);
    await filtersButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Filtres' }).getByLabel('Catégorie').inputValue()).resolves.toBe(
      'Extensions',
    );
    await page.keyboard.press('Escape');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('category') === null);
    await shopCard(page, 'Perruque water wave 55 cm').waitFor();
    await page.goForward();
    await shopCard(page, 'Perruque water wave 55 cm').waitFor({ state: 'detached' });
    expect(urlParam(page, 'category')).toBe('Extensions');
  });

  it("filters by 'État' and lace colour in the panel, and the card says the condition", async () => {
    const seller = await createSeller(e2e.t);
    await publishProduct(e2e, seller, {
      title: 'Perruque Nala HD portée',
      condition: 'worn_like_new',
      laceColour: 'hd',
    });
    await publishProduct(e2e, seller, { title: 'Perruque Zuri neuve', condition: 'new_sealed', laceColour: 'hd' });
    const page = await e2e.newPage();
    await page.goto('/marketplace');
    await shopCard(page, 'Perruque Nala HD portée').getByText('Porté, comme neuf (lavé)').waitFor();

    await filtersButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Filtres' });
    await panel.getByLabel('État').selectOption({ label: 'Porté, comme neuf (lavé)' });
    await panel.getByLabel('Couleur de la lace').selectOption({ label: 'HD' });
    await page.waitForURL(
      (url) => url.searchParams.get('condition') === 'worn_like_new' && url.searchParams.get('laceColour') === 'hd',
    );
    await panel.getByRole('button', { name: /^Voir les résultats \(\d+\)$/ }).click();
    await shopCard(page, 'Perruque Zuri neuve').waitFor({ state: 'detached' });
    await shopCard(page, 'Perruque Nala HD portée').waitFor();
    await page.getByRole('button', { name: 'Filtres (2 filtres actifs)' }).waitFor();
  });

  it('filters by the price slider with the keyboard', async () => {
    const seller = await createSeller(e2e.t);
    await publishProduct(e2e, seller, { title: 'Bonnet wig grip', category: 'Accessoires', priceCents: 1_500 });
    await publishProduct(e2e, seller, { title: 'Perruque HD lace 70 cm', priceCents: 32_000 });
    const page = await e2e.newPage({ width: 1280, height: 900 });
    await page.goto('/marketplace');
    await shopCard(page, 'Perruque HD lace 70 cm').waitFor();

    await filtersButton(page).click();
    const maximum = page.getByRole('slider', { name: 'Prix maximum' });
    await maximum.focus();
    // PageDown moves ten steps of 10 €: 500 → 200 €.
    for (let step = 0; step < 3; step++) await page.keyboard.press('PageDown');
    await page.waitForURL((url) => url.searchParams.get('priceMax') === '200');
    await shopCard(page, 'Perruque HD lace 70 cm').waitFor({ state: 'detached' });
    await shopCard(page, 'Bonnet wig grip').waitFor();
    await expect(maximum.getAttribute('aria-valuetext')).resolves.toBe('200 €');
  });
});

describe('the home page', () => {
  const heading = 'Perruques, mèches et tissages pour cheveux afro';

  it('comes drawn in its HTML: the heading and the links work before any script', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('link', { name: 'Explorer la boutique' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace');
    await context.close();
  });

  it('is taken over by the app without redrawing it, and without an error', async () => {
    const page = await e2e.newPage();
    const adoption = await watchAdoption(page);
    await page.goto('/');
    // Signed out, once the session is known: the app is running.
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    await expect(adoption.keptDrawnHeading()).resolves.toBe(true);
    expect(adoption.errors).toEqual([]);
  });
});

describe('moving between the shop and a product', () => {
  it('opens a product at its top, and Back returns to where the shop was scrolled', async () => {
    const seller = await createSeller(e2e.t);
    const titles = ['lot 1', 'lot 2', 'lot 3', 'lot 4', 'lot 5', 'lot 6'].map((lot) => `Tissage brésilien ${lot}`);
    for (const title of titles) await publishProduct(e2e, seller, { title });
    const page = await e2e.newPage();
    await page.goto('/marketplace');
    for (const title of titles) await shopCard(page, title).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const shopScroll = await page.evaluate(() => window.scrollY);
    expect(shopScroll).toBeGreaterThan(200);

    // A tap where the reader is, without the browser scrolling the link into view first.
    await shopCard(page, 'Tissage brésilien lot 3')
      .getByRole('link', { name: 'Tissage brésilien lot 3' })
      .dispatchEvent('click');
    await page.getByRole('heading', { level: 1, name: 'Tissage brésilien lot 3' }).waitFor();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

    await page.goBack();
    await shopCard(page, 'Tissage brésilien lot 3').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(shopScroll);
  });
});

describe('the product page', () => {
  it("browses the gallery with the arrows, the thumbnails and the keyboard, with the 'n / m' counter", async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Perruque deep wave trois photos' }, 3);
    const page = await e2e.newPage();
    await page.goto(`/product/${product.id}`);
    const gallery = await readyGallery(page);
    const shown = (n: number) => gallery.getByRole('img', { name: `Perruque deep wave trois photos — photo ${n}` });
    await gallery.getByText('1 / 3', { exact: true }).waitFor();
    await shown(1).waitFor();

    await page.keyboard.press('ArrowRight');
    await gallery.getByText('2 / 3', { exact: true }).waitFor();
    await shown(2).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await gallery.getByText('3 / 3', { exact: true }).waitFor();
    await shown(3).waitFor();

    await gallery.getByRole('button', { name: 'Média suivant' }).click();
    await gallery.getByText('1 / 3', { exact: true }).waitFor();
    await gallery.getByRole('button', { name: 'Média précédent' }).click();
    await gallery.getByText('3 / 3', { exact: true }).waitFor();
    await gallery.getByRole('button', { name: 'Afficher le média 2' }).click();
    await gallery.getByText('2 / 3', { exact: true }).waitFor();
    await expect(
      gallery.getByRole('button', { name: 'Afficher le média 2' }).getAttribute('aria-current'),
    ).resolves.toBe('true');
    const naturalWidth = await shown(2).evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(naturalWidth).toBeGreaterThan(0);
  });

  it("copies the product's link, from the page and from its card", async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Lace frontale 13x6 à partager' });
    const page = await e2e.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });
    await page.goto(`/product/${product.id}`);
    // Exact: the heart's label quotes the title, which here says 'à partager'.
    await page.getByRole('button', { name: 'Partager', exact: true }).click();
    await toast(page, 'Lien copié!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      `${e2e.baseUrl}/product/${product.id}`,
    );

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.goto('/marketplace');
    await shopCard(page, 'Lace frontale 13x6 à partager').getByRole('button', { name: 'Copier le lien' }).click();
    await toast(page, 'Lien copié!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      `${e2e.baseUrl}/product/${product.id}`,
    );
    expect(new URL(page.url()).pathname).toBe('/marketplace');
  });

  it("shows the owner 'Votre produit', disabled, and no report menu", async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Ma perruque à moi' });
    const page = await e2e.newPage();
    await signInPage(e2e, page, seller);
    await page.goto(`/product/${product.id}`);
    const own = page.getByRole('button', { name: 'Votre produit' });
    await own.waitFor();
    // Signed in as far as the page knows, so a missing menu is a decision, not a pending session.
    await page.getByRole('button', { name: 'Menu du compte' }).waitFor();
    await expect(own.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Commander' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: "Plus d'options" }).count()).resolves.toBe(0);
  });

  it('sends a visitor who orders to /auth with the message, and shows a sold-out product as Vendu', async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Perruque courte pixie' });
    const soldOut = await publishProduct(e2e, seller, { title: 'Perruque épuisée', stockQuantity: 0 });
    const page = await e2e.newPage();
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Commander' }).click();
    await toast(page, 'Veuillez vous connecter pour commander').waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(urlParam(page, 'redirect')).toBe(`/product/${product.id}`);

    await page.goto(`/product/${soldOut.id}`);
    const sold = page.getByRole('button', { name: 'Vendu' });
    await sold.waitFor();
    await expect(sold.isDisabled()).resolves.toBe(true);
  });

  it('lets a signed-in buyer go on to the checkout', async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Perruque ombrée 1B/27' });
    const page = await e2e.newPage();
    await signInPage(e2e, page, await createUser(e2e.t));
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Commander' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('productId') === product.id);
  });
});

describe('the public seller page', () => {
  it("opens from the product's seller row with the seller's listings", async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Mariam Koné', verified: true });
    const product = await publishProduct(e2e, seller, { title: 'Perruque afro puff' });
    await publishProduct(e2e, seller, { title: 'Tissage brésilien 3 paquets', category: 'Extensions' });
    const page = await e2e.newPage();
    await page.goto(`/product/${product.id}`);
    await page.getByRole('link', { name: /Vendu par Mariam K\./ }).click();
    await page.waitForURL((url) => url.pathname === `/seller/${seller.id}`);
    await page.getByRole('heading', { level: 1, name: 'Mariam K.' }).waitFor();
    await page.getByText('Vérifié', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Annonces (2)' }).waitFor();
    await shopCard(page, 'Tissage brésilien 3 paquets').waitFor();
    await page.getByRole('heading', { name: 'Avis récents' }).waitFor();
  });

  it("says 'Profil introuvable' for an unknown id and goes to the shop", async () => {
    const page = await e2e.newPage();
    await page.goto(`/seller/${randomUUID()}`);
    await toast(page, 'Profil introuvable').waitFor();
    await page.waitForURL((url) => url.pathname === '/marketplace');
  });

  it("says 'Profil introuvable' for the reviews of an unknown seller too, and goes to the shop", async () => {
    const page = await e2e.newPage();
    await page.goto(`/seller/${randomUUID()}/reviews`);
    await toast(page, 'Profil introuvable').waitFor();
    await page.waitForURL((url) => url.pathname === '/marketplace');
    expect(await page.getByText('Erreur lors du chargement des avis').count()).toBe(0);
  });

  it("shows a seller's and a product's reviews 50 at a time, the next ones with 'Voir plus', the rating over all", async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Kadi Sow' });
    const buyer = await createUser(e2e.t, { fullName: 'Fanta Camara' });
    const productId = await insertProduct(e2e.t, seller.id, { title: 'Perruque deep wave', imageCount: 0 });
    const at = Date.now() - 86_400_000;
    for (let i = 0; i < 52; i++) {
      await insertReviewedOrder(e2e.t, {
        buyerId: buyer.id,
        sellerId: seller.id,
        productId,
        rating: i === 0 ? 1 : 5,
        comment: `Avis numéro ${i + 1}`,
        createdAt: new Date(at + i * 60_000),
      });
    }
    const page = await e2e.newPage();
    const reviews = page.getByText(/^Avis numéro \d+$/);
    for (const url of [`/seller/${seller.id}/reviews`, `/product/${productId}`]) {
      await page.goto(url);
      await expect.poll(() => reviews.count()).toBe(50);
      expect(await reviews.first().textContent()).toBe('Avis numéro 52');
      await page.getByRole('button', { name: 'Voir plus' }).click();
      await expect.poll(() => reviews.count(), { message: url }).toBe(52);
      expect(await reviews.last().textContent()).toBe('Avis numéro 1');
      expect(await page.getByRole('button', { name: 'Voir plus' }).count()).toBe(0);
    }
    // The seller's rating counts the reviews not yet shown: (51 × 5 + 1) / 52.
    await page.goto(`/seller/${seller.id}/reviews`);
    await page.getByText('(52 avis)').waitFor();
    await page.getByText('4,9', { exact: true }).waitFor();
  });
});

describe('accessibility', () => {
  let sellerId: string;
  let productId: string;
  beforeAll(async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Aïssata Traoré', verified: true });
    sellerId = seller.id;
    productId = (await publishProduct(e2e, seller, { title: 'Perruque body wave 50 cm', hairType: 'Naturel' }, 2)).id;
  });

  it('/marketplace has no serious axe violation, with and without the filter panel', async () => {
    const page = await e2e.newPage();
    await page.goto('/marketplace');
    await shopCard(page, 'Perruque body wave 50 cm').waitFor();
    await expectNoSeriousAxeViolation(page);
    await filtersButton(page).click();
    await page.getByRole('dialog', { name: 'Filtres' }).waitFor();
    await expectNoSeriousAxeViolation(page);
  });

  it('/product/{id} has no serious axe violation, for a visitor and for a signed-in buyer', async () => {
    const page = await e2e.newPage();
    await page.goto(`/product/${productId}`);
    await page.getByText('1 / 2', { exact: true }).waitFor();
    await expectNoSeriousAxeViolation(page);
    await signInPage(e2e, page, await createUser(e2e.t));
    await page.reload();
    await page.getByRole('button', { name: "Plus d'options" }).waitFor();
    await expectNoSeriousAxeViolation(page);
  });

  it('/seller/{id} has no serious axe violation', async () => {
    const page = await e2e.newPage();
    await page.goto(`/seller/${sellerId}`);
    await shopCard(page, 'Perruque body wave 50 cm').waitFor();
    await expectNoSeriousAxeViolation(page);
  });
});

describe('the shop and a product page, drawn by the server', () => {
  it('come with their products in the HTML, pictures included, before any script', async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Perruque kinky curly 45 cm', priceCents: 18_900 });
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/marketplace?category=Perruques');
    const card = shopCard(page, 'Perruque kinky curly 45 cm');
    await card.waitFor();
    await expect(card.innerText()).resolves.toContain('189,00');
    await expect(
      card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).resolves.toBe(true);

    await page.goto(`/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: 'Perruque kinky curly 45 cm' }).waitFor();
    await context.close();
  });

  it('searches what was typed before the app ran once it runs, and searches on Enter without it', async () => {
    const seller = await createSeller(e2e.t);
    await publishProduct(e2e, seller, { title: 'Bonnet satiné réversible', category: 'Accessoires' });
    await publishProduct(e2e, seller, { title: 'Perruque courte pixie 20 cm' });
    const page = await e2e.newPage();
    // A slow phone: the app's script comes two seconds after the page.
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto('/marketplace', { waitUntil: 'commit' });
    await searchBox(page).fill('bonnet satiné');
    await page.waitForURL((url) => url.searchParams.get('q') === 'bonnet satiné');
    await shopCard(page, 'Perruque courte pixie 20 cm').waitFor({ state: 'detached' });
    await shopCard(page, 'Bonnet satiné réversible').waitFor();

    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false });
    const withoutScripts = await context.newPage();
    await withoutScripts.goto('/marketplace');
    await searchBox(withoutScripts).fill('pixie');
    await searchBox(withoutScripts).press('Enter');
    await withoutScripts.waitForURL((url) => url.searchParams.get('q') === 'pixie');
    await shopCard(withoutScripts, 'Perruque courte pixie 20 cm').waitFor();
    await expect(shopCard(withoutScripts, 'Bonnet satiné réversible').count()).resolves.toBe(0);
    await context.close();
  });

  it('are taken over by the app without redrawing them or asking again for their products, and without an error', async () => {
    const seller = await createSeller(e2e.t);
    await publishProduct(e2e, seller, { title: 'Tissage body wave 3 paquets', category: 'Tissages' });
    const page = await e2e.newPage();
    await signInPage(e2e, page, await createUser(e2e.t));
    const adoption = await watchAdoption(page);
    const productRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/api/products') && productRequests.push(request.url()));

    await page.goto('/marketplace?category=Tissages');
    // The signed-in visitor's heart, drawn by the app once the page has settled: it is running.
    const heart = shopCard(page, 'Tissage body wave 3 paquets').getByRole('button', {
      name: 'Ajouter « Tissage body wave 3 paquets » aux favoris',
    });
    await heart.waitFor();
    // The page came drawn, with its answers…
    await expect(page.evaluate(() => document.getElementById('first-screen-data') !== null)).resolves.toBe(true);
    // …and the app adopted what was drawn.
    await expect(adoption.keptDrawnHeading()).resolves.toBe(true);
    expect(productRequests).toEqual([]);
    expect(adoption.errors).toEqual([]);
  });

  it('are adopted on a slow phone, where the session answers before the screen is taken over', async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Perruque bob lisse 25 cm' });
    const page = await e2e.newPage();
    await signInPage(e2e, page, await createUser(e2e.t));
    const adoption = await watchAdoption(page);
    // React takes over the navigation bar first and the screen a moment later: on a slow
    // processor, the session's answer comes in between.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });

    await page.goto(`/product/${product.id}`);
    await page.getByRole('link', { name: 'Contacter le vendeur' }).waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(adoption.keptDrawnHeading()).resolves.toBe(true);
    expect(adoption.errors).toEqual([]);
  });
});
