import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@test/catalogue-factories';
import { createUser, type TestUser } from '@test/factories';
import { pngImage } from '@test/files';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

async function openProfileAs(user: TestUser): Promise<Page> {
  const page = await e2e.newPage();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'Modifier mon profil' }).waitFor();
  return page;
}

const profileRow = (id: string) =>
  e2e.t.ctx.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer les modifications' }).click();

describe('/profile', () => {
  it('refuses a bad then a taken username by a toast, saves a good one and shows it on the public page', async () => {
    const rival = await createUser(e2e.t);
    await e2e.t.ctx.db.updateTable('profiles').set({ username: 'Mariam_K' }).where('id', '=', rival.id).execute();
    const user = await createUser(e2e.t, { fullName: 'Mariam Koné' });
    // A seller: someone who never listed anything has no public page (the next test).
    await insertProduct(e2e.t, user.id);
    const page = await openProfileAs(user);
    await page.getByRole('heading', { name: 'Avis reçus' }).waitFor();

    await page.getByLabel("Nom d'utilisateur").fill('ma');
    await save(page);
    const tooShort = toast(page, "Le nom d'utilisateur doit contenir au moins 3 caractères");
    await tooShort.waitFor();
    // Under the navigation bar, which stays in reach while the message shows.
    const navigationBar = await page.locator('header').first().boundingBox();
    // (Once it has slid in.)
    await expect
      .poll(async () => (await tooShort.boundingBox())!.y)
      .toBeGreaterThanOrEqual(navigationBar!.y + navigationBar!.height);

    await page.getByLabel("Nom d'utilisateur").fill('mariam_k');
    await save(page);
    await toast(page, "Ce nom d'utilisateur est déjà pris").waitFor();
    expect((await profileRow(user.id)).username).toBeNull();

    await page.getByLabel("Nom d'utilisateur").fill('mariam_hair');
    await page.getByLabel('Bio').fill('Perruques sur mesure, livrées partout en Europe.');
    await page.getByLabel('Téléphone').fill('+225 07 08 09 10 11');
    await page.getByLabel('Ville').fill('Abidjan');
    await save(page);
    await toast(page, 'Profil mis à jour avec succès!').waitFor();
    await page.getByText('@mariam_hair').waitFor();
    expect(await profileRow(user.id)).toMatchObject({ username: 'mariam_hair', city: 'Abidjan' });

    // Payout details have their own form, confirmed by the password (decision 042).
    const payout = page.getByRole('form', { name: 'Coordonnées de versement' });
    await payout.getByLabel('Mode de versement').selectOption('paypal');
    await expect(payout.getByLabel('IBAN').count()).resolves.toBe(0);
    await payout.getByLabel('Email PayPal').fill('mariam@paypal.test');
    await payout.getByRole('button', { name: 'Enregistrer les coordonnées' }).click();
    await toast(page, 'Veuillez saisir votre mot de passe pour confirmer').waitFor();
    await payout.getByLabel('Mot de passe actuel').fill(user.password);
    await payout.getByRole('button', { name: 'Enregistrer les coordonnées' }).click();
    await toast(page, 'Coordonnées de versement enregistrées').waitFor();
    await payout
      .getByRole('status')
      .getByText(/^Par sécurité, aucun versement vers ces coordonnées avant le /)
      .waitFor();
    expect(await profileRow(user.id)).toMatchObject({
      username: 'mariam_hair',
      city: 'Abidjan',
      payment_method: 'paypal',
      paypal_email: 'mariam@paypal.test',
      iban_number: null,
    });

    await page.getByRole('link', { name: 'Voir mon profil public' }).click();
    await page.waitForURL((url) => url.pathname === `/seller/${user.id}`);
    await page.getByRole('heading', { name: 'mariam_hair', level: 1 }).waitFor();
    await page.getByText('Perruques sur mesure, livrées partout en Europe.').waitFor();
    await page.getByText('Abidjan').waitFor();
    const publicText = await page.locator('main').innerText();
    for (const secret of ['mariam@paypal.test', '+225 07 08 09 10 11', user.email])
      expect(publicText).not.toContain(secret);
  });

  it('changes the photo, shows it at once in the card and the menu, and refuses a GIF', async () => {
    const user = await createUser(e2e.t);
    const page = await openProfileAs(user);
    // Never listed anything: others would find no page there, so it is not offered.
    await expect(page.getByRole('link', { name: 'Voir mon profil public' }).count()).resolves.toBe(0);
    // Nor are the reviews of sales they never made.
    await expect(page.getByRole('heading', { name: 'Avis reçus' }).count()).resolves.toBe(0);
    const pictureButton = page.getByRole('button', { name: 'Changer la photo de profil' });

    const chooseFile = async (name: string, mimeType: string, buffer: Buffer) => {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), pictureButton.click()]);
      await chooser.setFiles({ name, mimeType, buffer });
    };

    await chooseFile(
      'anime.gif',
      'image/gif',
      await sharp(await pngImage())
        .gif()
        .toBuffer(),
    );
    await toast(page, 'Seuls les fichiers JPG, PNG et WEBP sont autorisés').waitFor();

    await chooseFile('portrait.png', 'image/png', await pngImage(600, 800));
    await toast(page, 'Photo de profil mise à jour !').waitFor();
    const { avatar_url: avatarUrl } = await profileRow(user.id);
    expect(avatarUrl).toMatch(/^\/media\/public\/avatars\/.*-400\.webp$/);
    // Small renditions, picked by the browser from srcset, with the room reserved: 96 px on the
    // profile card (128 px file at 1x), 44 px in the header (64 px file).
    const small = (width: number) => (avatarUrl as string).replace('-400.', `-${width}.`);
    const cardPhoto = pictureButton.locator(`img[src="${small(128)}"]`);
    await cardPhoto.waitFor();
    expect(await cardPhoto.getAttribute('srcset')).toContain(`${small(64)} 64w`);
    expect([await cardPhoto.getAttribute('width'), await cardPhoto.getAttribute('height')]).toEqual(['96', '96']);
    await page
      .getByRole('button', { name: 'Menu du compte' })
      .locator(`img[src="${small(64)}"][width="44"]`)
      .waitFor();
  });

  it('has no serious or critical axe violation', async () => {
    const user = await createUser(e2e.t);
    const page = await openProfileAs(user);
    await page.getByLabel('Mode de versement').selectOption('iban');
    await page.getByLabel('IBAN').waitFor();
    await expectNoSeriousAxeViolation(page);
  });
});
