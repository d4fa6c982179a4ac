import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '@test/factories';
import { type E2e, startE2e } from './browser';
import { publishProduct, readyGallery } from './catalogue-helpers';
import { expectNoSeriousAxeViolation } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const TITLE = 'Perruque body wave à regarder de près';

describe('the product gallery', () => {
  it('follows a swipe, and offers each photo in two widths with the first fetched at once', async () => {
    const product = await publishProduct(e2e, await createSeller(e2e.t), { title: TITLE }, 3);
    const page = await e2e.newPage();
    await page.goto(`/product/${product.id}`);
    const gallery = await readyGallery(page);
    const first = gallery.getByRole('img', { name: `${TITLE} — photo 1` });
    await first.waitFor();
    await expect(first.getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(first.getAttribute('srcset')).resolves.toMatch(/-card\.webp \d+w, .*-large\.webp \d+w$/);

    // A finger's swipe to the left, as embla reads it (pointer events).
    const box = await first.boundingBox();
    if (!box) throw new Error('the first photo has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 5 });
    await page.mouse.up();
    await gallery.getByText('2 / 3', { exact: true }).waitFor();
    await gallery.getByRole('img', { name: `${TITLE} — photo 2` }).waitFor();
  });

  it('opens a photo full screen, zooms and changes photo from the keyboard, and gives focus back', async () => {
    const product = await publishProduct(e2e, await createSeller(e2e.t), { title: TITLE }, 2);
    const page = await e2e.newPage();
    await page.goto(`/product/${product.id}`);
    const open = (await readyGallery(page)).getByRole('button', { name: 'Agrandir la photo' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${TITLE} — photo 1 (1 / 2)` });
    await dialog.waitFor();
    const photo = dialog.getByRole('img', { name: `${TITLE} — photo 1` });
    await expect(photo.getAttribute('src')).resolves.toMatch(/-large\.webp$/);
    await expectNoSeriousAxeViolation(page, '[role="dialog"]');

    await page.keyboard.press('+');
    await expect(dialog.getByRole('button', { name: 'Dézoomer' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(photo.evaluate((img) => getComputedStyle(img).transform)).resolves.not.toBe('none');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `${TITLE} — photo 2 (2 / 2)` }).waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Closed on the second photo: the gallery shows it too, and the focus is back on the opener.
    await page.getByRole('region', { name: 'Galerie du produit' }).getByText('2 / 2', { exact: true }).waitFor();
    await expect(open.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
  });
});
