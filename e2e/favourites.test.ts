import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, createUser } from '@test/factories';
import { type E2e, startE2e } from './browser';
import { publishProduct, shopCard } from './catalogue-helpers';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const heart = (title: string) => ({ name: `Ajouter « ${title} » aux favoris`, exact: true });

describe('favourites', () => {
  it('hearts a card in the shop, finds it in "Mes favoris" and sees it sold out; the seller sees the count', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Aïcha Vendeuse' });
    const product = await publishProduct(e2e, seller, { title: 'Perruque deep wave 50 cm' });
    await publishProduct(e2e, seller, { title: 'Tissage lisse 3 paquets', category: 'Tissages' });
    const page = await signedInPage(e2e, await createUser(e2e.t));

    await page.goto('/marketplace');
    const card = shopCard(page, 'Perruque deep wave 50 cm');
    const button = card.getByRole('button', heart('Perruque deep wave 50 cm'));
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await button.click();
    await toast(page, 'Ajouté à vos favoris').waitFor();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    // On a phone the toast lies over the navigation bar (and a pointer over it keeps it there).
    await toast(page, 'Ajouté à vos favoris').getByRole('button', { name: 'Fermer la notification' }).click();

    // From the avatar menu, as a user finds it.
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'Mes favoris' }).click();
    await page.waitForURL((url) => url.pathname === '/favorites');
    // The shop's cards are articles too, until the favourites screen has replaced it.
    await page.getByRole('heading', { level: 1, name: 'Mes favoris' }).waitFor();
    const saved = page.getByRole('article', { name: 'Perruque deep wave 50 cm' });
    await saved.waitFor();
    expect(await page.getByRole('article', { name: 'Tissage lisse 3 paquets' }).count()).toBe(0);
    await expectNoSeriousAxeViolation(page);

    // The last unit goes: the favourite stays, marked sold.
    await e2e.t.ctx.db.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', product.id).execute();
    await page.reload();
    await saved.getByText('Vendu', { exact: true }).waitFor();

    const sellerPage = await signedInPage(e2e, seller);
    await sellerPage.goto('/my-products');
    await sellerPage
      .getByRole('article', { name: 'Perruque deep wave 50 cm' })
      .getByText('Dans les favoris de 1 personne')
      .waitFor();
  });

  it('asks a visitor to sign in before saving a favourite', async () => {
    const product = await publishProduct(e2e, await createSeller(e2e.t), { title: 'Closure 4x4 vue par un visiteur' });
    const page = await e2e.newPage();
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', heart('Closure 4x4 vue par un visiteur')).click();
    await toast(page, 'Veuillez vous connecter pour ajouter un favori').waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/product/${product.id}`);
  });
});

describe('saved searches', () => {
  it('saves the shop’s filters and words, then renames and pauses the search', async () => {
    const user = await createUser(e2e.t);
    const page = await signedInPage(e2e, user);
    await page.goto('/marketplace?q=frontale&category=Perruques&sort=price_asc');
    await page.getByRole('button', { name: 'Enregistrer cette recherche' }).click();
    await toast(page, 'Recherche enregistrée').waitFor();

    await page.goto('/favorites');
    await page.getByRole('tab', { name: 'Recherches' }).click();
    const search = page.getByRole('article', { name: '« frontale » · Perruques' });
    await search.waitFor();
    await expectNoSeriousAxeViolation(page);

    await search.getByRole('button', { name: 'Renommer « frontale » · Perruques' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renommer la recherche' });
    await dialog.getByLabel('Nom').fill('Ma frontale');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, 'Recherche renommée').waitFor();
    const renamed = page.getByRole('article', { name: 'Ma frontale' });
    await renamed.waitFor();

    await renamed.getByRole('switch').click();
    await toast(page, 'Alertes en pause pour cette recherche').waitFor();
    await renamed.getByText('Alertes en pause').waitFor();
    const rows = await e2e.t.ctx.db
      .selectFrom('saved_searches')
      .select(['name', 'filters', 'paused'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ name: 'Ma frontale', filters: { q: 'frontale', category: 'Perruques' }, paused: true }]);

    await renamed.getByRole('link', { name: 'Voir les annonces de Ma frontale' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace' && url.search === '?q=frontale&category=Perruques');
  });
});
