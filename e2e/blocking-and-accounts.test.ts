import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createSeller, createUser, signIn, type TestUser } from '@test/factories';
import { insertProduct } from '@test/catalogue-factories';
import { checkout, homeCheckout, paymentIdOf, pngProof, uploadProof } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { publishProduct } from './catalogue-helpers';
import { signInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const PHONE = { width: 390, height: 844 };

async function phonePage(user: TestUser): Promise<Page> {
  const page = await e2e.newPage(PHONE);
  await signInPage(e2e, page, user);
  return page;
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('blocking a seller on a phone', () => {
  it('asks first, puts a notice in place of Commander, and Settings undoes it', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Rokia Vendeuse' });
    const product = await publishProduct(e2e, seller, { title: 'Perruque de Rokia' });
    const page = await phonePage(await createUser(e2e.t));
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Commander' }).waitFor();

    // Cancelling changes nothing, and focus goes back to the menu's button.
    const menu = page.getByRole('button', { name: "Plus d'options" });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Bloquer le vendeur' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Bloquer ce vendeur ?' });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe("Plus d'options");
    await page.getByRole('button', { name: 'Commander' }).waitFor();

    await menu.click();
    await page.getByRole('menuitem', { name: 'Bloquer le vendeur' }).click();
    await dialog.getByRole('button', { name: 'Bloquer' }).click();
    await toast(page, 'Utilisateur bloqué').waitFor();
    await page.getByText('Vous avez bloqué ce vendeur : débloquez-le pour commander.').waitFor();
    await expect(page.getByRole('button', { name: 'Commander' }).count()).resolves.toBe(0);
    await noHorizontalScroll(page);

    await page.goto('/settings');
    const unblock = page.getByRole('button', { name: 'Débloquer Rokia V.' });
    await unblock.click();
    await toast(page, 'Utilisateur débloqué').waitFor();
    await page.getByText("Vous n'avez bloqué personne.").waitFor();
    await noHorizontalScroll(page);

    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Commander' }).waitFor();
  });

  it('shows the notice to a buyer the seller blocked', async () => {
    const seller = await createSeller(e2e.t);
    const buyer = await createUser(e2e.t);
    const productId = await insertProduct(e2e.t, seller.id, { title: 'Tissage du vendeur qui bloque' });
    await (await signIn(e2e.t, seller)).put(`/api/blocks/${buyer.id}`);
    const page = await phonePage(buyer);
    await page.goto(`/product/${productId}`);
    await page.getByText('Vous ne pouvez pas commander auprès de ce vendeur.').waitFor();
    await expect(page.getByRole('button', { name: 'Commander' }).count()).resolves.toBe(0);
  });

  it('lists a hidden listing in Settings and shows it again', async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Closure masquée puis revue' });
    const user = await createUser(e2e.t);
    await (await signIn(e2e.t, user)).post(`/api/products/${product.id}/hide`);
    const page = await phonePage(user);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Afficher à nouveau Closure masquée puis revue' }).click();
    await toast(page, 'Annonce affichée à nouveau').waitFor();
    await page.getByText("Vous n'avez masqué aucune annonce.").waitFor();
  });
});

describe('Settings on a phone', () => {
  it("has a marked danger zone whose labelled button opens the deletion's confirmation", async () => {
    const page = await phonePage(await createUser(e2e.t));
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Zone de danger' }).waitFor();
    const button = page.getByRole('button', { name: 'Supprimer mon compte' });
    await button.scrollIntoViewIfNeeded();
    expect(await button.isVisible()).toBe(true);
    await button.click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer votre compte ?' });
    await dialog.getByLabel('Mot de passe actuel').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Supprimer mon compte');
    await noHorizontalScroll(page);
  });
});

describe('the orders page', () => {
  it('opens on Ventes for a seller with sales and no purchases; a named tab wins', async () => {
    const seller = await createSeller(e2e.t);
    const productId = await insertProduct(e2e.t, seller.id, { title: 'Perruque vendue une fois' });
    await checkout(await signIn(e2e.t, await createUser(e2e.t)), homeCheckout(productId));
    const page = await phonePage(seller);
    await page.goto('/orders');
    const sales = page.getByRole('tab', { name: 'Ventes (1)' });
    await expect.poll(() => sales.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('article', { name: 'Perruque vendue une fois' }).waitFor();

    await page.goto('/orders?onglet=achats');
    await expect.poll(() => page.getByRole('tab', { name: 'Achats (0)' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText("Vous n'avez pas encore passé de commande").waitFor();
  });

  it("shows a refused proof as refused, with the reason in one sentence, and a validated order's badge once", async () => {
    const seller = await createSeller(e2e.t);
    const buyer = await createUser(e2e.t);
    const title = 'Perruque payée deux fois';
    const productId = await insertProduct(e2e.t, seller.id, { title, price_cents: 23_599 });
    const buyerClient = await signIn(e2e.t, buyer);
    const admin = await signIn(e2e.t, await createAdmin(e2e.t));
    const orderId = await checkout(buyerClient, homeCheckout(productId));
    await uploadProof(buyerClient, orderId, await pngProof());
    const paymentId = await paymentIdOf(e2e.t, orderId);
    await admin.post(`/api/admin/payments/${paymentId}/reject`, { note: 'Montant reçu incomplet (235,99 €).' });

    const page = await phonePage(buyer);
    await page.goto('/orders');
    const card = page.getByRole('article', { name: title });
    await card.getByText('Preuve de paiement refusée').waitFor();
    await expect(card.getByText('Preuve de paiement envoyée').count()).resolves.toBe(0);
    const note = card.getByRole('note');
    await expect(note.textContent()).resolves.toContain('(235,99 €). Veuillez envoyer une nouvelle preuve');
    await card.getByRole('button', { name: 'Envoyer la preuve de paiement' }).waitFor();

    await uploadProof(buyerClient, orderId, await pngProof());
    await admin.post(`/api/admin/payments/${paymentId}/approve`);
    await page.reload();
    await card.getByText('Paiement validé').first().waitFor();
    // Once in the header (the badge) and once in the history, never more.
    await expect(card.getByText('Paiement validé', { exact: true }).count()).resolves.toBe(2);
    await noHorizontalScroll(page);
  });
});
