import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, createUser } from '@test/factories';
import { type E2e, startE2e } from './browser';
import { publishProduct, shopCard } from './catalogue-helpers';
import { signInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

async function buyerPage(): Promise<{ page: Page; buyerId: string }> {
  const buyer = await createUser(e2e.t);
  const page = await e2e.newPage();
  await signInPage(e2e, page, buyer);
  return { page, buyerId: buyer.id };
}

async function chooseInMenu(page: Page, item: string) {
  await page.getByRole('button', { name: "Plus d'options" }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const reportsBy = (reporterId: string) =>
  e2e.t.ctx.db
    .selectFrom('reports')
    .select(['report_type', 'reported_product_id', 'reported_user_id', 'reason', 'description'])
    .where('reporter_id', '=', reporterId)
    .execute();

describe('hiding a listing', () => {
  it('hides it from the product page menu: it leaves the shop and the seller page for this buyer only', async () => {
    const seller = await createSeller(e2e.t);
    const hidden = await publishProduct(e2e, seller, { title: 'Perruque à masquer' });
    await publishProduct(e2e, seller, { title: 'Perruque qui reste' });
    const { page } = await buyerPage();
    await page.goto(`/product/${hidden.id}`);
    await chooseInMenu(page, "Masquer l'annonce");
    await toast(page, 'Annonce masquée').waitFor();
    await page.waitForURL((url) => url.pathname === '/marketplace');
    await shopCard(page, 'Perruque qui reste').waitFor();
    await expect(shopCard(page, 'Perruque à masquer').count()).resolves.toBe(0);

    await page.goto(`/seller/${seller.id}`);
    await page.getByRole('heading', { name: 'Annonces (1)' }).waitFor();
    await expect(shopCard(page, 'Perruque à masquer').count()).resolves.toBe(0);

    const visitor = await e2e.newPage();
    await visitor.goto('/marketplace');
    await shopCard(visitor, 'Perruque à masquer').waitFor();
  });

  it('sends a visitor who tries to hide a listing to /auth with the message', async () => {
    const product = await publishProduct(e2e, await createSeller(e2e.t), { title: 'Perruque vue par un visiteur' });
    const page = await e2e.newPage();
    await page.goto(`/product/${product.id}`);
    const hide = page.getByRole('button', { name: "Masquer l'annonce" });
    await hide.waitFor();
    await expect(page.getByRole('button', { name: "Plus d'options" }).count()).resolves.toBe(0);
    await hide.click();
    await toast(page, 'Veuillez vous connecter pour masquer une annonce').waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/product/${product.id}`);
  });
});

describe('blocking a seller', () => {
  it('blocks the seller from the product page menu: all their listings leave the shop, until unblocked', async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Perruque du vendeur bloqué' });
    await publishProduct(e2e, seller, { title: 'Tissage du vendeur bloqué', category: 'Extensions' });
    await publishProduct(e2e, await createSeller(e2e.t), { title: "Perruque d'une autre vendeuse" });
    const { page } = await buyerPage();
    await page.goto(`/product/${product.id}`);
    await chooseInMenu(page, 'Bloquer le vendeur');
    await page
      .getByRole('alertdialog', { name: 'Bloquer ce vendeur ?' })
      .getByRole('button', { name: 'Bloquer' })
      .click();
    await toast(page, 'Utilisateur bloqué').waitFor();
    await page.getByRole('button', { name: "Plus d'options" }).click();
    await page.getByRole('menuitem', { name: 'Débloquer le vendeur' }).waitFor();
    await page.keyboard.press('Escape');
    // Until the menu has gone, the page under it takes no click.
    await page.getByRole('menu').waitFor({ state: 'hidden' });

    // Opened from a link, the page has no shop to go back to: a plain link to it.
    await page.getByRole('link', { name: 'Retour à la boutique' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace');
    await shopCard(page, "Perruque d'une autre vendeuse").waitFor();
    await expect(shopCard(page, 'Perruque du vendeur bloqué').count()).resolves.toBe(0);
    await expect(shopCard(page, 'Tissage du vendeur bloqué').count()).resolves.toBe(0);

    await page.goto(`/product/${product.id}`);
    await chooseInMenu(page, 'Débloquer le vendeur');
    await toast(page, 'Utilisateur débloqué').waitFor();
    await page.goto('/marketplace');
    await shopCard(page, 'Tissage du vendeur bloqué').waitFor();
  });
});

describe('reporting', () => {
  it('reports a product with one of the reasons and a description counted up to 500 characters', async () => {
    const product = await publishProduct(e2e, await createSeller(e2e.t), { title: 'Perruque douteuse' });
    const { page, buyerId } = await buyerPage();
    await page.goto(`/product/${product.id}`);
    await chooseInMenu(page, 'Signaler le produit');
    const dialog = page.getByRole('dialog', { name: 'Signaler le produit' });
    const reason = dialog.getByLabel('Raison');
    await expect(reason.locator('option').allTextContents()).resolves.toEqual([
      'Sélectionnez une raison',
      'Contenu inapproprié',
      'Spam',
      'Harcèlement',
      'Produit contrefait',
      'Arnaque',
      'Violence',
      'Discours haineux',
      'Autre',
    ]);

    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await dialog.getByText('Veuillez sélectionner une raison').waitFor();
    await expect(reason.getAttribute('aria-invalid')).resolves.toBe('true');

    const description = dialog.getByLabel('Description (facultative)');
    await dialog.getByText('0/500').waitFor();
    await description.fill('x'.repeat(600));
    await dialog.getByText('500/500').waitFor();
    await expect(description.inputValue()).resolves.toHaveLength(500);
    await description.fill('Les photos viennent du site d’une autre marque.');
    await dialog.getByText('47/500').waitFor();

    await reason.selectOption({ label: 'Produit contrefait' });
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await toast(page, "Signalement envoyé. Notre équipe va l'examiner.").waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect(reportsBy(buyerId)).resolves.toEqual([
      {
        report_type: 'product',
        reported_product_id: product.id,
        reported_user_id: null,
        reason: 'fake_product',
        description: 'Les photos viennent du site d’une autre marque.',
      },
    ]);
  });

  it('reports the seller from the product page', async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Perruque du vendeur signalé' });
    const { page, buyerId } = await buyerPage();
    await page.goto(`/product/${product.id}`);
    await chooseInMenu(page, 'Signaler le vendeur');
    const dialog = page.getByRole('dialog', { name: 'Signaler le vendeur' });
    await dialog.getByLabel('Raison').selectOption({ label: 'Arnaque' });
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await toast(page, "Signalement envoyé. Notre équipe va l'examiner.").waitFor();
    const [report] = await reportsBy(buyerId);
    expect(report).toMatchObject({
      report_type: 'user',
      reported_user_id: seller.id,
      reason: 'scam',
      description: null,
    });
  });
});
