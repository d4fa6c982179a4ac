import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, createUser, signIn } from '@test/factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const bell = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** Where an element sits in the viewport. */
const edges = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left, right: box.right, top: box.top, viewportHeight: window.innerHeight };
  });

describe('the notifications bell', () => {
  it('rises live for the seller, opens the sale from the panel and empties with "Tout marquer comme lu"', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Mariam Koné' });
    const buyer = await createUser(e2e.t, { fullName: 'Nadia Bamba' });
    // No images: the factory's image rows have no files, and their 404s would clutter the console.
    const first = await insertProduct(e2e.t, seller.id, { title: 'Perruque body wave 55 cm', imageCount: 0 });
    const second = await insertProduct(e2e.t, seller.id, { title: 'Bonnet en satin', imageCount: 0 });

    // The seller waits on the home page of a small phone, the live stream open.
    const sellerPage = await signedInPage(e2e, seller);
    const stream = sellerPage.waitForResponse((response) => response.url().endsWith('/api/me/events'));
    await sellerPage.goto('/');
    await stream;
    await bell(sellerPage, 'Notifications, aucune non lue').waitFor();
    expect(await sellerPage.getByTestId('notification-badge').count()).toBe(0);

    // The buyer, in another browser at the same time, orders through the checkout.
    const buyerPage = await signedInPage(e2e, buyer);
    await buyerPage.goto(`/checkout?productId=${first}`);
    await buyerPage.getByRole('radio', { name: /Point de récupération/ }).check();
    await buyerPage.getByRole('radio', { name: 'Virement bancaire' }).check();
    await buyerPage.getByRole('button', { name: 'Confirmer la commande' }).click();
    await toast(buyerPage, 'Commande créée avec succès!').waitFor();
    await bell(sellerPage, 'Notifications, 1 non lue').waitFor();
    await expect.poll(() => sellerPage.getByTestId('notification-badge').textContent()).toBe('1');

    const buyerApi = await signIn(e2e.t, buyer);
    const created = await buyerApi.post('/api/orders', {
      productId: second,
      deliveryType: 'pickup',
      paymentMethod: 'paypal',
    });
    expect(created.statusCode).toBe(201);
    await bell(sellerPage, 'Notifications, 2 non lues').waitFor();
    const firstNumber = (await buyerApi.get('/api/orders?side=buyer'))
      .json<{ orders: { orderNumber: string; product: { title: string } }[] }>()
      .orders.find((order) => order.product.title === 'Perruque body wave 55 cm')?.orderNumber;
    expect(firstNumber).toBeTruthy();

    // The panel: newest first, French distance dates, fitting the phone's width.
    await bell(sellerPage, 'Notifications, 2 non lues').click();
    const panel = panelOf(sellerPage);
    const items = panel.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    await items
      .first()
      .getByText(/il y a/)
      .waitFor();
    expect(await items.first().textContent()).toContain('Bonnet en satin');
    const box = await edges(panel);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
    expect(await sellerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolation(sellerPage);

    // Opening a notification deletes it and lands on the sale, scrolled into view.
    await panel.getByRole('button', { name: new RegExp(`Nouvelle commande.*${firstNumber}`) }).click();
    await sellerPage.waitForURL(
      (url) =>
        url.pathname === '/orders' &&
        url.searchParams.get('onglet') === 'ventes' &&
        url.hash === `#commande-${firstNumber}`,
    );
    expect(await panel.count()).toBe(0);
    const card = sellerPage.locator(`[id="commande-${firstNumber}"]`);
    await card.getByText('Perruque body wave 55 cm').waitFor();
    await expect
      .poll(async () => {
        const { top, viewportHeight } = await edges(card);
        return top >= 0 && top < viewportHeight;
      })
      .toBe(true);
    await bell(sellerPage, 'Notifications, 1 non lue').waitFor();

    await bell(sellerPage, 'Notifications, 1 non lue').click();
    await expect.poll(() => items.count()).toBe(1);
    await panel.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await bell(sellerPage, 'Notifications, aucune non lue').waitFor();
    expect(await sellerPage.getByTestId('notification-badge').count()).toBe(0);
    await expect.poll(() => panel.getByRole('button', { name: 'Tout marquer comme lu' }).isDisabled()).toBe(true);
    expect(await items.first().textContent()).not.toContain('Non lue');
  });

  it("shows the 20 newest, then the next ones with 'Voir plus'", async () => {
    const user = await createUser(e2e.t);
    const at = Date.now() - 3_600_000;
    await e2e.t.ctx.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          user_id: user.id,
          type: 'order_status' as const,
          title: `Commande ${i + 1} expédiée`,
          message: 'Votre colis est en route.',
          created_at: new Date(at + i * 60_000),
        })),
      )
      .execute();
    const page = await signedInPage(e2e, user);
    await page.goto('/');
    await bell(page, 'Notifications, 25 non lues').click();
    const panel = panelOf(page);
    const items = panel.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(20);
    expect(await items.first().textContent()).toContain('Commande 25 expédiée');
    await panel.getByRole('button', { name: 'Voir plus' }).click();
    await expect.poll(() => items.count()).toBe(25);
    expect(await items.last().textContent()).toContain('Commande 1 expédiée');
    expect(await panel.getByRole('button', { name: 'Voir plus' }).count()).toBe(0);
  });

  it('catches up on what happened while its live stream was cut', async () => {
    const user = await createUser(e2e.t);
    const page = await signedInPage(e2e, user);
    const stream = page.waitForResponse((response) => response.url().endsWith('/api/me/events'));
    await page.goto('/');
    await stream;
    await bell(page, 'Notifications, aucune non lue').waitFor();

    // The server drops every stream (a restart, a proxy timeout) and a notification comes
    // before the browser reconnects (3 s later): no event will ever tell of it.
    const reconnected = page.waitForResponse((response) => response.url().endsWith('/api/me/events'));
    await Promise.all(
      [...e2e.t.app.eventStreams].map(
        (raw) =>
          new Promise((resolve) => {
            raw.once('close', resolve);
            raw.end();
          }),
      ),
    );
    await e2e.t.ctx.db
      .insertInto('notifications')
      .values({ user_id: user.id, type: 'payout', title: 'Virement envoyé', message: 'Votre virement est parti.' })
      .execute();
    await reconnected;
    await bell(page, 'Notifications, 1 non lue').waitFor();
  });

  it('is not shown to visitors, who never ask for notifications', async () => {
    const page = await e2e.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/me/')) asked.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(await page.getByRole('button', { name: /^Notifications/ }).count()).toBe(0);
    expect(asked).toEqual([]);
  });

  it("leaves a member's navigation bar on one line on a 360 and a 320 px phone", async () => {
    const user = await createUser(e2e.t);
    const page = await signedInPage(e2e, user);
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/marketplace');
      await bell(page, 'Notifications, aucune non lue').waitFor();
      const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
      // One line: no control taller than the bar's round buttons, and nothing wider than the bar.
      const heights = await navigation.evaluate((nav) =>
        [...nav.children].map((child) => child.getBoundingClientRect().height),
      );
      expect(Math.max(...heights), `at ${width}px`).toBeLessThanOrEqual(44);
      await expect(navigation.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Boucles', exact: true }).isVisible()).resolves.toBe(true);
    }
  });
});

describe('the bell and the account menu before they are drawn', () => {
  /**
   * A member's screen opened with the page not settled yet: the logo is held back, so the
   * load event (and the settling a second after it) waits until `release` is called.
   */
  async function unsettledOrders(fullName: string) {
    const member = await createUser(e2e.t, { fullName });
    const page = await signedInPage(e2e, member);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/favicon.svg', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/orders', { waitUntil: 'commit' });
    return { page, release };
  }

  it('opens the notifications when their place was tapped before the bell was drawn', async () => {
    const { page, release } = await unsettledOrders('Awa Sarr');
    await page.locator('[data-settle-aim="bell"]').click();
    await panelOf(page).waitFor();
    await bell(page, 'Notifications, aucune non lue').waitFor();
    release();
  });

  it('opens the account menu when its place was tapped before it was drawn', async () => {
    const { page, release } = await unsettledOrders('Bintou Keita');
    await page.locator('[data-settle-aim="menu"]').click();
    await page.getByRole('menuitem', { name: /Paramètres/ }).waitFor();
    release();
  });
});
