import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createSeller, signIn } from '@test/factories';
import { askVerification, pendingVerificationOf } from '@test/trust-factories';
import { type E2e, startE2e } from './browser';
import { publishProduct } from './catalogue-helpers';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const DESKTOP = { width: 1280, height: 900 };

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('notices, statements of reasons and complaints (DSA art. 16, 17, 20)', () => {
  it('a visitor reports a listing; an admin takes it down; the seller reads why and contests; another admin reverses it', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Fatou Contestataire' });
    const { id: productId } = await publishProduct(e2e, seller, { title: 'Perruque bouclée signalée' });

    // A visitor, on a phone, with no account.
    const visitor = await e2e.newPage();
    await visitor.goto(`/product/${productId}`);
    await visitor.getByRole('link', { name: 'Signaler cette annonce' }).click();
    await visitor.getByRole('heading', { name: 'Signaler un contenu illicite' }).waitFor();
    await visitor.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await visitor.getByText('Veuillez choisir le type de contenu illicite ou interdit').waitFor();
    await visitor.getByLabel('Type de problème').selectOption({ label: 'Produit contrefait' });
    await visitor
      .getByLabel('Pourquoi ce contenu est-il illicite ou interdit ?')
      .fill('Les photos sont celles du site officiel de la marque, le produit est une copie.');
    await visitor.getByLabel('Votre nom').fill('Awa Passante');
    await visitor.getByLabel('Votre adresse e-mail').fill('awa.passante@example.org');
    await visitor.getByRole('checkbox', { name: /Je déclare de bonne foi/ }).check();
    await noSidewaysScroll(visitor);
    await expectNoSeriousAxeViolation(visitor);
    await visitor.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await visitor.getByText('Un accusé de réception part à awa.passante@example.org').waitFor();
    expect(e2e.t.mails.filter((mail) => mail.to === 'awa.passante@example.org').map((mail) => mail.subject)).toEqual([
      'Nous avons bien reçu votre signalement',
    ]);

    // The first admin takes the listing down from the reports queue.
    const admin = await signedInPage(e2e, await createAdmin(e2e.t, { fullName: 'Admin Première' }));
    await admin.setViewportSize(DESKTOP);
    await admin.goto('/admin?onglet=signalements');
    const group = admin.getByRole('listitem', { name: 'Perruque bouclée signalée' });
    await group.getByText('Awa Passante').waitFor();
    await group.getByRole('button', { name: 'Retirer l’annonce : Perruque bouclée signalée' }).click();
    const takedown = admin.getByRole('dialog', { name: 'Retirer l’annonce' });
    await takedown
      .getByLabel('Fondement (loi ou clause des conditions)')
      .selectOption({ label: 'Contrefaçon : Code de la propriété intellectuelle, art. L716-10' });
    await takedown.getByLabel('Motif', { exact: true }).fill('Photos copiées du site de la marque');
    await takedown.getByRole('button', { name: 'Retirer l’annonce' }).click();
    await toast(admin, 'Annonce retirée').waitFor();

    // The seller, on a phone, reads the statement of reasons and contests it.
    const sellerPage = await signedInPage(e2e, seller);
    await sellerPage.goto('/my-products');
    await sellerPage.getByRole('link', { name: 'Voir les motifs et contester' }).click();
    const statement = sellerPage.getByRole('article', { name: 'Annonce retirée' });
    await statement.getByText('Photos copiées du site de la marque').waitFor();
    await statement.getByText('Contrefaçon : Code de la propriété intellectuelle, art. L716-10').waitFor();
    await statement
      .getByText('Par un membre de l’équipe, sans traitement automatisé. À la suite d’un signalement.')
      .waitFor();
    await statement.getByRole('button', { name: 'Contester cette décision' }).click();
    await statement
      .getByLabel('Pourquoi contestez-vous cette décision ?')
      .fill('Ces photos sont les miennes, prises chez moi : je peux envoyer les originaux.');
    await noSidewaysScroll(sellerPage);
    await expectNoSeriousAxeViolation(sellerPage);
    await statement.getByRole('button', { name: 'Envoyer ma contestation' }).click();
    await toast(sellerPage, 'Contestation envoyée').waitFor();
    await statement.getByText('Contestation en cours d’examen par un autre membre de l’équipe.').waitFor();

    // The admin who decided may not review it; another admin reverses it.
    await admin.goto('/admin?onglet=contestations');
    await admin
      .getByText('Une contestation doit être examinée par un autre administrateur que celui qui a décidé')
      .waitFor();
    const other = await signedInPage(e2e, await createAdmin(e2e.t, { fullName: 'Admin Seconde' }));
    await other.setViewportSize(DESKTOP);
    await other.goto('/admin?onglet=contestations');
    await other.getByText('Ces photos sont les miennes', { exact: false }).waitFor();
    await other.getByRole('button', { name: 'Annuler la décision' }).click();
    const reverse = other.getByRole('dialog', { name: 'Annuler la décision' });
    await reverse.getByLabel('Motif de la décision').fill('Les originaux reçus le prouvent : les photos sont à vous.');
    await reverse.getByRole('button', { name: 'Annuler la décision' }).click();
    await toast(other, 'Contestation examinée').waitFor();

    await sellerPage.reload();
    await sellerPage.getByText('Contestation acceptée : la décision est annulée.').waitFor();
    await visitor.goto(`/product/${productId}`);
    await visitor.getByRole('heading', { name: 'Perruque bouclée signalée' }).waitFor();
  }, 180_000);

  it('a refused verification shows its ground and the way to the statement; the account menu lists the decisions', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Awa Refusée' });
    expect((await askVerification(await signIn(e2e.t, seller))).statusCode).toBe(201);
    const admin = await signIn(e2e.t, await createAdmin(e2e.t));
    const requestId = await pendingVerificationOf(e2e.t, seller.id);
    const refused = await admin.post(`/api/admin/verifications/${requestId}/refuse`, {
      reason: 'La photo du document est floue',
    });
    expect(refused.statusCode).toBe(200);

    const page = await signedInPage(e2e, seller);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Vérification vendeur' });
    await card.getByText('Motif : La photo du document est floue').waitFor();
    await card.getByText('Fondement : Conditions générales de Boucles : vérification des vendeurs').waitFor();
    await noSidewaysScroll(page);
    await card.getByRole('link', { name: 'Voir les motifs et contester' }).click();
    const statement = page.getByRole('article', { name: 'Vérification refusée' });
    await statement.getByText('La photo du document est floue').waitFor();
    await statement.getByRole('button', { name: 'Contester cette décision' }).waitFor();

    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'Décisions de modération' }).click();
    await page.waitForURL(`${e2e.baseUrl}/decisions`);
  });
});
