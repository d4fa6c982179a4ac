import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createSeller, createUser } from '@test/factories';
import { pngImage } from '@test/files';
import { insertReport } from '@test/trust-factories';
import { type E2e, startE2e } from './browser';
import { publishProduct, shopCard } from './catalogue-helpers';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
let admin: Page;
beforeAll(async () => {
  e2e = await startE2e();
  admin = await signedInPage(e2e, await createAdmin(e2e.t));
});
afterAll(async () => e2e?.close());

async function openTab(page: Page, name: string) {
  await page.goto('/admin');
  await page.getByRole('tab', { name }).click();
}

describe('seller verification', () => {
  it('a seller sends a document, the admin approves it, the badge shows on the product card', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Salimata Badge' });
    await publishProduct(e2e, seller, { title: 'Perruque de Salimata' });
    const page = await signedInPage(e2e, seller);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Vérification vendeur' });
    await card.getByRole('button', { name: 'Demander la vérification' }).click();
    // Nothing chosen: the form says what is missing and sends nothing.
    await card.getByText('Veuillez joindre une pièce d’identité').waitFor();
    await card.getByLabel('Pièce d’identité', { exact: true }).setInputFiles({
      name: 'cni.png',
      mimeType: 'image/png',
      buffer: await pngImage(200, 130),
    });
    await card.getByRole('button', { name: 'Demander la vérification' }).click();
    await toast(page, 'Demande de vérification envoyée').waitFor();
    await card.getByText('Votre demande est en cours d’examen').waitFor();

    await openTab(admin, 'Vérifications');
    const request = admin.getByRole('listitem', { name: 'Demande de Salimata Badge' });
    await request.getByRole('link', { name: /Voir le document/ }).waitFor();
    await expectNoSeriousAxeViolation(admin);
    await request.getByRole('button', { name: 'Approuver Salimata Badge' }).click();
    await toast(admin, 'Utilisateur vérifié').waitFor();
    await expect(request.count()).resolves.toBe(0);

    const visitor = await e2e.newPage();
    await visitor.goto('/marketplace');
    await shopCard(visitor, 'Perruque de Salimata').getByText('Vendeur vérifié').waitFor();
    await page.reload();
    await card.getByText('Votre compte est vérifié').waitFor();
  }, 120_000);

  it('a refusal shows its reason to the seller, who may ask again', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Ramatou Refus' });
    const page = await signedInPage(e2e, seller);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Vérification vendeur' });
    await card.getByRole('radio', { name: /^Professionnel/ }).check();
    await card.getByLabel('Numéro SIRET', { exact: true }).fill('123 456 789 00000');
    await card
      .getByLabel('Pièce d’identité', { exact: true })
      .setInputFiles({ name: 'cni.png', mimeType: 'image/png', buffer: await pngImage() });
    await card.getByRole('button', { name: 'Demander la vérification' }).click();
    await card.getByText('Numéro SIRET invalide (14 chiffres)').waitFor();
    await card.getByLabel('Numéro SIRET', { exact: true }).fill('732 829 320 00074');
    await card.getByRole('button', { name: 'Demander la vérification' }).click();
    await card.getByText('Votre demande est en cours d’examen').waitFor();

    await openTab(admin, 'Vérifications');
    await admin.getByRole('button', { name: 'Refuser Ramatou Refus' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Refuser la vérification' });
    await dialog.getByLabel('Raison du refus').fill('Le nom ne correspond pas au compte');
    // The ground picker the reports queue has (DSA art. 17(3)(d)): the terms' clause by default.
    const ground = dialog.getByLabel('Fondement (loi ou clause des conditions)');
    expect(await ground.inputValue()).toBe('terms_verification');
    await ground.selectOption('fraud');
    await dialog.getByRole('button', { name: 'Refuser la vérification' }).click();
    await toast(admin, 'Vérification refusée').waitFor();

    await page.reload();
    await card.getByText('Motif : Le nom ne correspond pas au compte').waitFor();
    await card.getByText('Fondement : Escroquerie ou tentative de fraude : Code pénal, art. 313-1').waitFor();
    await card.getByRole('link', { name: 'Voir les motifs et contester' }).waitFor();
    await card.getByRole('button', { name: 'Demander la vérification' }).waitFor();
  });
});

describe('the reports queue', () => {
  it('a report leads to a takedown, and the seller sees why', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Vendeuse Contrefaite' });
    const product = await publishProduct(e2e, seller, { title: 'Perruque contrefaite' });
    await insertReport(e2e.t, (await createUser(e2e.t)).id, { productId: product.id }, 'fake_product', 'Logo copié');

    await openTab(admin, 'Signalements');
    const group = admin.getByRole('listitem', { name: 'Perruque contrefaite' });
    await group.getByText('Logo copié').waitFor();
    await expectNoSeriousAxeViolation(admin);
    await group.getByRole('button', { name: 'Retirer l’annonce : Perruque contrefaite' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Retirer l’annonce' });
    await dialog.getByLabel('Motif').fill('Contrefaçon d’une marque déposée');
    await dialog.getByRole('button', { name: 'Retirer l’annonce' }).click();
    await toast(admin, 'Annonce retirée').waitFor();
    await admin.getByText('Aucun signalement ouvert').waitFor();

    const page = await signedInPage(e2e, seller);
    await page.goto('/my-products');
    await page.getByText('Motif : Contrefaçon d’une marque déposée').waitFor();
    const visitor = await e2e.newPage();
    await visitor.goto('/marketplace');
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await expect(shopCard(visitor, 'Perruque contrefaite').count()).resolves.toBe(0);

    // The admin finds it on its page, which says why, and puts it back.
    await admin.goto(`/product/${product.id}`);
    const notice = admin.getByRole('status').filter({ hasText: 'Annonce retirée par la modération' });
    await notice.getByText('Motif : Contrefaçon d’une marque déposée').waitFor();
    await expect(admin.getByRole('button', { name: 'Retirée de la boutique' }).isDisabled()).resolves.toBe(true);
    await expectNoSeriousAxeViolation(admin);
    await notice.getByRole('button', { name: 'Rétablir l’annonce' }).click();
    await toast(admin, 'Annonce rétablie').waitFor();
    await notice.waitFor({ state: 'detached' });
    await visitor.reload();
    await shopCard(visitor, 'Perruque contrefaite').waitFor();
  });
});

describe('the admin desk', () => {
  it('shows the tab it opens on: centred in the phone’s strip, and every tab in sight on a laptop', async () => {
    const inSight = (page: Page, name: string) =>
      page.getByRole('tab', { name }).evaluate((tab) => {
        const strip = tab.parentElement!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left >= strip.left - 1 && box.right <= strip.right + 1;
      });
    await admin.setViewportSize({ width: 360, height: 740 });
    await admin.goto('/admin?onglet=comptabilite');
    await admin.getByRole('tab', { name: 'Comptabilité', selected: true }).waitFor();
    await expect.poll(() => inSight(admin, 'Comptabilité')).toBe(true);

    await admin.setViewportSize({ width: 1280, height: 800 });
    for (const name of ['Paiements en attente', 'Utilisateurs', 'Versements', 'Comptabilité'])
      await expect(inSight(admin, name), name).resolves.toBe(true);
    await admin.setViewportSize({ width: 360, height: 740 });
  });

  it('finds a user, reads the logged contact, and shows it in the activity log; both tabs pass axe', async () => {
    const user = await createUser(e2e.t, { fullName: 'Clémence Cherchée' });
    await openTab(admin, 'Utilisateurs');
    await admin.getByLabel('Nom, e-mail, pseudo ou code de parrainage').fill('Clémence Cher');
    await admin.getByRole('button', { name: 'Rechercher' }).click();
    const result = admin.getByRole('listitem', { name: 'Clémence Cherchée' });
    await result.getByText(user.email).waitFor();
    await expectNoSeriousAxeViolation(admin);
    await result.getByRole('button', { name: 'Voir les coordonnées de Clémence Cherchée' }).click();
    await result.getByText(/Coordonnées :/).waitFor();

    await admin.getByRole('tab', { name: "Journal d'activité" }).click();
    await admin.getByRole('listitem').filter({ hasText: 'Coordonnées consultées' }).first().waitFor();
    await expectNoSeriousAxeViolation(admin);
  });

  it('pages a long search: the heading counts every match, "Voir plus" reads the next page (decision 075)', async () => {
    // 55 namesakes, more than a page of 50, inserted at once rather than signed up one by one.
    await sql`INSERT INTO profiles (id, email, email_verified, full_name, referral_code)
      SELECT gen_random_uuid(), 'homonyme-' || n || '@example.test', true,
        'Homonyme Pagination ' || lpad(n::text, 2, '0'), 'P' || lpad(n::text, 7, '0')
      FROM generate_series(1, 55) n`.execute(e2e.t.ctx.db);
    await openTab(admin, 'Utilisateurs');
    await admin.getByLabel('Nom, e-mail, pseudo ou code de parrainage').fill('Homonyme Pagination');
    await admin.getByRole('button', { name: 'Rechercher' }).click();
    await admin.getByRole('heading', { name: 'Utilisateurs (55)' }).waitFor();
    const results = admin.getByRole('listitem', { name: /^Homonyme Pagination/ });
    const more = admin.getByRole('button', { name: 'Voir plus' });
    // Each click waits for its rows: a click sent while the last page loads waited for a button
    // that went with it.
    for (let shown = await results.count(); await more.isVisible(); shown = await results.count()) {
      await more.click();
      await expect.poll(() => results.count()).toBeGreaterThan(shown);
    }
    await admin.getByRole('listitem', { name: 'Homonyme Pagination 55' }).waitFor();
    expect(await results.count()).toBe(55);
    await expect(more.count()).resolves.toBe(0);
    expect(await results.first().getAttribute('aria-label')).toBe('Homonyme Pagination 01');
  });
});
