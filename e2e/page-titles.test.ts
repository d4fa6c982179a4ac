import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createSeller } from '@test/factories';
import { type E2e, startE2e } from './browser';
import { signedInPage } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

/** Once the app has drawn the screen, the tab names it, and the head has one title only. */
async function expectOneTitle(page: Page, path: string, title: string) {
  await page.goto(path);
  await page
    .waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 })
    .catch(async () => expect({ path, title: await page.title() }).toEqual({ path, title }));
  // Time for anything still drawing (a lazy part, the session) to add a title of its own.
  await page.waitForLoadState('networkidle');
  const titles = await page.evaluate(() => [...document.querySelectorAll('title')].map((element) => element.text));
  expect({ path, titles }).toEqual({ path, titles: [title] });
}

it('gives every public screen a single title of its own once the app has loaded', async () => {
  const seller = await createSeller(e2e.t, { fullName: 'Nala Traoré' });
  const product = await insertProduct(e2e.t, seller.id, { title: 'Perruque Nala 45 cm' });
  const page = await e2e.newPage();
  const screens: [string, string][] = [
    ['/', 'Boucles — perruques, mèches et tissages pour cheveux afro'],
    ['/marketplace', 'Boutique — Boucles'],
    [`/product/${product}`, 'Perruque Nala 45 cm — Boucles'],
    [`/seller/${seller.id}`, 'Nala T. — Boucles'],
    [`/seller/${seller.id}/reviews`, 'Avis sur Nala T. — Boucles'],
    ['/terms', "Conditions d'utilisation — Boucles"],
    ['/privacy', 'Politique de confidentialité — Boucles'],
    ['/comment-fonctionne-boucles', 'Comment fonctionne Boucles'],
    ['/signaler', 'Signaler un contenu illicite — Boucles'],
    ['/install', "Installer l'app — Boucles"],
    ['/auth', 'Connexion — Boucles'],
    ['/une-page-qui-nexiste-pas', '404 — Boucles'],
  ];
  for (const [path, title] of screens) {
    await expectOneTitle(page, path, title);
    // The page as a search engine that runs no script reads it names the screen the same way.
    const html = await (await page.request.get(path)).text();
    expect({ path, served: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#39;/g, "'") }).toEqual({
      path,
      served: title,
    });
  }
});

it('gives every signed-in screen a single title of its own, also after moving between screens', async () => {
  const admin = await createAdmin(e2e.t, { roles: ['seller'] });
  const seller = await createSeller(e2e.t, { fullName: 'Nala Traoré' });
  const page = await signedInPage(e2e, admin);
  const screens: [string, string][] = [
    ['/orders', 'Mes Commandes — Boucles'],
    ['/lots', 'Mes lots — Boucles'],
    [`/lots/${seller.id}`, 'Mon lot chez Nala T. — Boucles'],
    ['/favorites', 'Mes favoris — Boucles'],
    ['/my-products', 'Mes Produits — Boucles'],
    ['/add-product', 'Ajouter un produit — Boucles'],
    ['/earnings', 'Mes revenus — Boucles'],
    ['/profile', 'Mon Profil — Boucles'],
    ['/settings', 'Paramètres — Boucles'],
    ['/messages', 'Messages — Boucles'],
    ['/admin', 'Dashboard Admin — Boucles'],
  ];
  for (const [path, title] of screens) await expectOneTitle(page, path, title);

  // Moving inside the app (no new page): the title follows, still alone.
  await page.getByRole('link', { name: 'Boutique' }).first().click();
  await page.waitForFunction(() => document.title === 'Boutique — Boucles');
  expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
});
