import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, createUser } from '@test/factories';
import { phoneJpegWithGps, pngImage } from '@test/files';
import { type E2e, startE2e } from './browser';
import { publishProduct, shopCard } from './catalogue-helpers';
import { expectNoSeriousAxeViolation, signInPage, toast } from './helpers';

/** An uploaded picture's preview tile (its image is decorative: the file name is written under it). */
const preview = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name }).locator('img');

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

/** Holds every media upload until `release()`, so the progress bars can be seen. */
async function holdUploads(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/product-media?*', async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

const imagesOf = (productId: string) =>
  e2e.t.ctx.db
    .selectFrom('product_media')
    .select('id')
    .where('product_id', '=', productId)
    .where('kind', '=', 'image')
    .orderBy('position')
    .execute();

describe('adding a product', () => {
  it('publishes a product with its photos, skipping the files that are not images, and lists it in the shop', async () => {
    const seller = await createSeller(e2e.t);
    const page = await e2e.newPage();
    await signInPage(e2e, page, seller);
    await page.goto('/add-product');
    await page.getByRole('heading', { name: 'Ajouter un produit' }).waitFor();

    await page.getByLabel('Titre').fill('Perruque kinky curly 50 cm');
    await page.getByLabel('Description').fill('Perruque frontale, cheveux vierges, densité 180 %.');
    await page.getByLabel('Prix (€)').fill('149,90');
    await page.getByText('Vous recevrez 142,40 € après la commission de 5 %.').waitFor();
    await page.getByLabel('Catégorie').selectOption('Perruques');
    await page.getByLabel('État').selectOption({ label: 'Neuf, jamais porté' });
    await page.getByLabel('Type de boucle').selectOption('4A');
    await expect(page.getByLabel('Quantité en stock').inputValue()).resolves.toBe('1');

    const uploads = await holdUploads(page);
    await page.getByLabel('Ajouter des photos').setInputFiles([
      { name: 'face.png', mimeType: 'image/png', buffer: await pngImage(400, 400) },
      { name: 'profil.jpg', mimeType: 'image/jpeg', buffer: await phoneJpegWithGps() },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') },
      // Named and typed as a PNG by the browser; the server reads its bytes and refuses it.
      { name: 'deguise.png', mimeType: 'image/png', buffer: Buffer.from('ceci est du texte, pas une image') },
    ]);
    await toast(page, "notes.txt n'est pas une image valide").waitFor();
    for (const name of ['face.png', 'profil.jpg', 'deguise.png']) {
      await page.getByRole('progressbar', { name: `Envoi de ${name}` }).waitFor();
    }
    await page.getByText('Envoi des fichiers en cours… Vous pourrez enregistrer une fois terminé.').waitFor();
    await expect(page.getByRole('button', { name: 'Publier le produit' }).isDisabled()).resolves.toBe(true);

    uploads.release();
    await toast(page, "deguise.png n'est pas une image valide").waitFor();
    await preview(page, 'face.png').waitFor();
    await preview(page, 'profil.jpg').waitFor();
    await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
    const photos = page.getByRole('region', { name: 'Photos', exact: true });
    await expect(photos.getByRole('listitem').count()).resolves.toBe(2);
    await expect(photos.getByText('deguise.png').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Publier le produit' }).click();
    await toast(page, 'Produit créé avec succès!').waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await page.getByRole('heading', { level: 1, name: 'Perruque kinky curly 50 cm' }).waitFor();
    await page.getByText('1 / 2').waitFor();
    await page.getByText('149,90 €').first().waitFor();
    const details = page.getByRole('region', { name: 'Détails' });
    await details.getByText('Neuf, jamais porté').waitFor();
    await details.getByText('4A', { exact: true }).waitFor();

    await page.goto('/marketplace');
    await shopCard(page, 'Perruque kinky curly 50 cm').waitFor();
  });

  it('shows the spec messages when required fields are missing and publishes nothing', async () => {
    const seller = await createSeller(e2e.t);
    const page = await e2e.newPage();
    await signInPage(e2e, page, seller);
    await page.goto('/add-product');
    await page.getByRole('button', { name: 'Publier le produit' }).click();
    for (const message of [
      'Le titre est requis',
      'La description est requise',
      'Veuillez entrer un prix valide (ex. 49,99)',
      'Veuillez sélectionner une catégorie',
      'Veuillez ajouter au moins une image',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expect(page.getByLabel('Titre').getAttribute('aria-invalid')).resolves.toBe('true');
    const count = await e2e.t.ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('seller_id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('editing a product', () => {
  it('keeps at least one image, then saves the new photo and price', async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Tissage body wave 45 cm', priceCents: 8_900 });
    const [oldImage] = await imagesOf(product.id);
    const page = await e2e.newPage();
    await signInPage(e2e, page, seller);
    await page.goto(`/edit-product/${product.id}`);
    await expect(page.getByLabel('Titre').inputValue()).resolves.toBe('Tissage body wave 45 cm');
    await expect(page.getByLabel('Prix (€)').inputValue()).resolves.toBe('89,00');

    await page.getByRole('button', { name: 'Retirer Photo 1' }).click();
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByText('Veuillez ajouter au moins une image', { exact: true }).waitFor();
    await expect(imagesOf(product.id)).resolves.toEqual([oldImage]);

    await page.getByLabel('Ajouter des photos').setInputFiles({
      name: 'nouvelle.png',
      mimeType: 'image/png',
      buffer: await pngImage(300, 300),
    });
    await preview(page, 'nouvelle.png').waitFor();
    await page.getByLabel('Prix (€)').fill('79,50');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await toast(page, 'Produit modifié avec succès!').waitFor();
    await page.waitForURL((url) => url.pathname === `/product/${product.id}`);
    await page.getByText('79,50 €').first().waitFor();
    const images = await imagesOf(product.id);
    expect(images).toHaveLength(1);
    expect(images[0]?.id).not.toBe(oldImage?.id);
  });

  it("sends someone else away from a product's edit page", async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Closure 5x5 lisse' });
    const page = await e2e.newPage();
    await signInPage(e2e, page, await createSeller(e2e.t));
    await page.goto(`/edit-product/${product.id}`);
    await toast(page, 'Produit non trouvé').waitFor();
    await page.waitForURL((url) => url.pathname === '/my-products');
  });
});

describe('my products', () => {
  it('hides and shows a product, and deletes one only after the confirmation', async () => {
    const seller = await createSeller(e2e.t);
    await publishProduct(e2e, seller, { title: 'Perruque bob lisse' });
    const doomed = await publishProduct(e2e, seller, { title: 'Extensions à clips 60 cm', category: 'Extensions' });
    const page = await e2e.newPage();
    await signInPage(e2e, page, seller);
    await page.goto('/my-products');
    const keptCard = page.getByRole('article', { name: 'Perruque bob lisse' });

    await keptCard.getByRole('button', { name: 'Masquer Perruque bob lisse' }).click();
    await toast(page, 'Produit masqué').waitFor();
    await keptCard.getByText('Masqué', { exact: true }).waitFor();
    const buyer = await e2e.newPage();
    await buyer.goto('/marketplace');
    await shopCard(buyer, 'Extensions à clips 60 cm').waitFor();
    await expect(shopCard(buyer, 'Perruque bob lisse').count()).resolves.toBe(0);

    await keptCard.getByRole('button', { name: 'Afficher Perruque bob lisse' }).click();
    await toast(page, 'Produit affiché').waitFor();
    await keptCard.getByText('Masqué', { exact: true }).waitFor({ state: 'detached' });
    await buyer.reload();
    await shopCard(buyer, 'Perruque bob lisse').waitFor();

    const imageUrl = doomed.media[0]!.url;
    await expect(page.request.get(imageUrl).then((response) => response.status())).resolves.toBe(200);
    await page.getByRole('button', { name: 'Supprimer Extensions à clips 60 cm' }).click();
    let dialog = page.getByRole('alertdialog', { name: 'Confirmer la suppression' });
    await dialog.getByText('Êtes-vous sûr de vouloir supprimer ce produit? Cette action est irréversible.').waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByRole('article', { name: 'Extensions à clips 60 cm' }).isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Supprimer Extensions à clips 60 cm' }).click();
    dialog = page.getByRole('alertdialog', { name: 'Confirmer la suppression' });
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await toast(page, 'Produit supprimé').waitFor();
    await page.getByRole('article', { name: 'Extensions à clips 60 cm' }).waitFor({ state: 'detached' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mes Produits' }).evaluate((h) => h === document.activeElement),
    ).resolves.toBe(true);
    await expect(page.request.get(imageUrl).then((response) => response.status())).resolves.toBe(404);
    await expect(page.getByRole('article', { name: 'Perruque bob lisse' }).isVisible()).resolves.toBe(true);
  });

  it('shows the empty state with the add button to a seller without products', async () => {
    const page = await e2e.newPage();
    await signInPage(e2e, page, await createSeller(e2e.t));
    await page.goto('/my-products');
    await page.getByText("Vous n'avez pas encore de produits").waitFor();
    await page.getByRole('link', { name: 'Ajouter un produit' }).last().click();
    await page.waitForURL((url) => url.pathname === '/add-product');
  });
});

describe('accessibility', () => {
  it('/add-product has no serious axe violation', async () => {
    const page = await e2e.newPage();
    await signInPage(e2e, page, await createSeller(e2e.t));
    await page.goto('/add-product');
    await page.getByRole('button', { name: 'Publier le produit' }).waitFor();
    // The wig details open too, so their fields are checked as well.
    await page.getByText('Détails de la perruque').click();
    await page.getByLabel('Texture').waitFor();
    await expectNoSeriousAxeViolation(page);
  });

  it('/my-products has no serious axe violation', async () => {
    const seller = await createSeller(e2e.t);
    await publishProduct(e2e, seller, { title: 'Perruque afro 30 cm' });
    await publishProduct(e2e, seller, { title: 'Bonnet de nuit en satin', category: 'Accessoires' });
    const page = await e2e.newPage();
    await signInPage(e2e, page, seller);
    await page.goto('/my-products');
    await page.getByRole('button', { name: 'Masquer Perruque afro 30 cm' }).click();
    await page.getByRole('article', { name: 'Perruque afro 30 cm' }).getByText('Masqué', { exact: true }).waitFor();
    await expectNoSeriousAxeViolation(page);
  });

  it('a buyer without the seller role becomes one on /add-product, under a public username, never their full name', async () => {
    const page = await e2e.newPage();
    const buyer = await createUser(e2e.t, { fullName: 'Mariama Ndiaye-Sow' });
    await signInPage(e2e, page, buyer);
    await page.goto('/add-product');
    await page.getByText('Devenez vendeur pour publier une annonce').waitFor();
    await expect(page.getByLabel('Titre').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Devenir vendeur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Votre nom de vendeur' });
    const username = dialog.getByLabel("Nom d'utilisateur public");
    await expect(username.inputValue()).resolves.toBe('mariama_ndiaye_sow');
    await expect(page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).resolves.toBe(true);
    await expectNoSeriousAxeViolation(page);
    await username.fill('Mariama Wigs');
    await dialog.getByRole('button', { name: 'Devenir vendeur' }).click();
    await dialog.getByText("Le nom d'utilisateur ne peut contenir que des lettres, chiffres, tirets et underscores").waitFor();
    await username.fill(`mariama_${buyer.id.slice(0, 6)}`);
    await dialog.getByRole('button', { name: 'Devenir vendeur' }).click();
    await page.getByLabel('Titre').waitFor();
    const profile = await e2e.t.ctx.db.selectFrom('profiles').select('username').where('id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(profile.username).toBe(`mariama_${buyer.id.slice(0, 6)}`);
  });
});
