import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createUser } from '@test/factories';
import { checkout, homeCheckout, orderParties } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage } from './helpers';

// Subscribing needs a browser vendor's push service, out of reach here: deliver-push.test.ts
// covers what the server sends; these check what the pages offer.
let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const OFFER = 'Soyez prévenu·e sur cet appareil';

/**
 * What the browser says of this site's notifications, set here rather than left to the
 * headless shell, whose own answer is not the same on every machine's Chromium.
 */
async function withPermission(user: TestUser, permission: NotificationPermission): Promise<Page> {
  const page = await signedInPage(e2e, user);
  await page.addInitScript(
    (answer) => Object.defineProperty(Notification, 'permission', { get: () => answer }),
    permission,
  );
  return page;
}

/** A real browser that has not asked yet says 'default'. */
async function notYetAsked(user: TestUser): Promise<Page> {
  return withPermission(user, 'default');
}

describe('push on this device', () => {
  it('is a labelled switch in Settings, off until turned on here', async () => {
    const page = await notYetAsked(await createUser(e2e.t));
    await page.goto('/settings');
    const toggle = page.getByRole('switch', { name: 'Notifications push sur cet appareil' });
    await page.waitForFunction(() => document.querySelector('#push-this-device:not([disabled])'));
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
  });

  it('says why in Settings when the browser blocks notifications, and shows no switch', async () => {
    const page = await withPermission(await createUser(e2e.t), 'denied');
    await page.goto('/settings');
    await page.getByText('Les notifications sont bloquées pour ce site dans votre navigateur').waitFor();
    await expect(page.getByRole('switch', { name: 'Notifications push sur cet appareil' }).count()).resolves.toBe(0);
  });

  it('is offered on the orders page after a first sale, and stays dismissed on this browser', async () => {
    const parties = await orderParties(e2e.t);
    await checkout(parties.buyerClient, homeCheckout(parties.productId));
    const page = await notYetAsked(parties.seller);
    await page.goto('/orders');
    const offer = page.getByRole('region', { name: OFFER });
    await offer.getByRole('button', { name: 'Activer' }).waitFor();
    await expectNoSeriousAxeViolation(page);

    await offer.getByRole('button', { name: 'Masquer cette proposition' }).focus();
    await page.keyboard.press('Enter');
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('tab', { name: 'Ventes (1)' }).waitFor();
    await expect(offer.count()).resolves.toBe(0);
  });

  it('is not offered before any order', async () => {
    const page = await notYetAsked(await createUser(e2e.t));
    await page.goto('/orders');
    await page.getByRole('tab', { name: 'Achats (0)' }).waitFor();
    await expect(page.getByRole('region', { name: OFFER }).count()).resolves.toBe(0);
  });
});
