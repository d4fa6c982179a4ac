import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, createUser, signIn } from '@test/factories';
import { checkout, deliveredOrder, homeCheckout, orderParties } from '@test/order-factories';
import { requestReturn } from '@test/return-factories';
import { type E2e, startE2e } from './browser';
import { publishProduct, shopCard } from './catalogue-helpers';
import { expectNoSeriousAxeViolation, signedInPage } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

type Rgb = [number, number, number];

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * WCAG 1.4.3 measured as a person sees it: the element is photographed with its text and with
 * its text made transparent; where the two differ are the glyphs, and the second photo holds
 * what is behind them (gradient, picture, decoration). The lowest contrast between the text's
 * colour and those pixels must reach 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).
 */
async function lowestContrast(page: Page, text: Locator) {
  const style = await text.evaluate((element) => {
    // The browser resolves any colour syntax (oklab mixes, opacity) to bytes on a canvas.
    const canvas = document.createElement('canvas').getContext('2d')!;
    const computed = getComputedStyle(element);
    canvas.fillStyle = computed.color;
    canvas.fillRect(0, 0, 1, 1);
    return {
      rgba: [...canvas.getImageData(0, 0, 1, 1).data],
      size: parseFloat(computed.fontSize),
      bold: Number(computed.fontWeight) >= 700,
    };
  });
  const shown = await text.screenshot({ animations: 'disabled' });
  await text.evaluate((element) => element.setAttribute('data-measuring', ''));
  const hide = await page.addStyleTag({
    content: '[data-measuring], [data-measuring] * { color: transparent !important; text-shadow: none !important; }',
  });
  const hidden = await text.screenshot({ animations: 'disabled' });
  await hide.evaluate((tag) => (tag as HTMLStyleElement).remove());
  await text.evaluate((element) => element.removeAttribute('data-measuring'));
  const [withText, behind] = await Promise.all([shown, hidden].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  const [r, g, b, a] = style.rgba as [number, number, number, number];
  let lowest = Infinity;
  for (let offset = 0; offset < behind!.length; offset += 3) {
    const pixel: Rgb = [behind![offset]!, behind![offset + 1]!, behind![offset + 2]!];
    const isGlyph = [0, 1, 2].some((i) => withText![offset + i] !== pixel[i]);
    if (!isGlyph) continue;
    const ink = [r, g, b].map((channel, i) => (channel * a + pixel[i]! * (255 - a)) / 255) as Rgb;
    lowest = Math.min(lowest, contrast(ink, pixel));
  }
  const large = style.size >= 24 || (style.size >= 18.66 && style.bold);
  // No glyph drawn at all: text as invisible as it gets.
  const ratio = lowest === Infinity ? 1 : Math.round(lowest * 100) / 100;
  return { ratio, needed: large ? 3 : 4.5 };
}

async function expectReadable(page: Page, texts: Locator[]) {
  const width = page.viewportSize()?.width;
  for (const text of texts) {
    await text.scrollIntoViewIfNeeded();
    const { ratio, needed } = await lowestContrast(page, text);
    expect(ratio, `${await text.textContent()} at ${width}px: ${ratio}:1`).toBeGreaterThanOrEqual(needed);
  }
}

/** A product whose only picture is white: the worst case for light text over it. */
async function productWithWhitePictures(title: string) {
  const seller = await createSeller(e2e.t);
  const client = await signIn(e2e.t, seller);
  const white = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const imageIds: string[] = [];
  for (const name of ['blanc-1.png', 'blanc-2.png']) {
    const upload = await client.upload('/api/product-media?kind=image', { name, type: 'image/png', data: white });
    imageIds.push(upload.json().id);
  }
  const response = await client.post('/api/products', {
    title,
    description: 'Deux photos sur fond blanc.',
    priceCents: 9_900,
    category: 'Perruques',
    condition: 'new_unworn',
    imageIds,
  });
  return response.json().id as string;
}

describe('text over gradients and pictures', () => {
  it('keeps every text of the home banner at 4.5:1 (3:1 when large), from phone to desktop', async () => {
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 768, height: 1024 },
      { width: 1280, height: 800 },
    ]) {
      const page = await e2e.newPage(viewport);
      await page.goto('/');
      const banner = page.locator('section').first();
      await banner.getByRole('heading', { level: 1 }).waitFor();
      await expectReadable(page, [
        banner.getByText('Marketplace capillaire'),
        banner.getByRole('heading', { level: 1 }),
        banner.getByText(/Achetez et vendez/),
      ]);
      await page.context().close();
    }
  });

  it("keeps the gallery's photo counter readable over a white photo", async () => {
    const id = await productWithWhitePictures('Perruque photographiée sur fond blanc');
    const page = await e2e.newPage();
    await page.goto(`/product/${id}`);
    const counter = page.getByText('1 / 2', { exact: true });
    await counter.waitFor();
    await expectReadable(page, [counter]);
  });
});

/** Pixels that differ between two screenshots of the same size. */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [first, second] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let count = 0;
  for (let offset = 0; offset < first!.length; offset += 3) {
    const delta = [0, 1, 2].some((i) => Math.abs(first![offset + i]! - second![offset + i]!) > 24);
    if (delta) count++;
  }
  return count;
}

/**
 * Presses Tab through the page and, at each stop, compares the screen with the element focused
 * and blurred: a visible focus (WCAG 2.4.7) changes at least as many pixels as a one-pixel line
 * around the element's box. Returns the stops that show nothing, described.
 */
async function stopsWithoutVisibleFocus(page: Page, maxStops: number): Promise<{ stops: number; invisible: string[] }> {
  const invisible: string[] = [];
  const seen = new Set<string>();
  let stops = 0;
  for (; stops < maxStops; stops++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      element.setAttribute('data-tab-stop', '');
      const box = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return {
        key: `${element.tagName} ${name} ${Math.round(box.top + window.scrollY)} ${Math.round(box.left)}`,
        label: `${element.tagName.toLowerCase()} "${name}"`,
        perimeter: 2 * (Math.min(box.width, window.innerWidth) + Math.min(box.height, window.innerHeight)),
      };
    });
    if (!stop || seen.has(stop.key)) break;
    seen.add(stop.key);
    const focused = await page.screenshot({ animations: 'disabled' });
    const element = page.locator('[data-tab-stop]');
    await element.evaluate((el: HTMLElement) => el.blur());
    const blurred = await page.screenshot({ animations: 'disabled' });
    await element.evaluate((el: HTMLElement) => {
      el.removeAttribute('data-tab-stop');
      el.focus({ preventScroll: true });
    });
    if ((await differingPixels(focused, blurred)) < stop.perimeter) invisible.push(stop.label);
  }
  return { stops, invisible };
}

describe('visible keyboard focus', () => {
  it('shows where the focus is at every Tab stop of the shop and of a product page', async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Perruque au focus visible' }, 2);
    await publishProduct(e2e, seller, { title: 'Tissage au focus visible', category: 'Tissages' });
    const page = await signedInPage(e2e, await createUser(e2e.t));
    await page.goto('/marketplace');
    await shopCard(page, 'Perruque au focus visible').waitFor();
    const shop = await stopsWithoutVisibleFocus(page, 80);
    expect(shop.invisible).toEqual([]);
    // The walk reached the cards, the stops this test was written for.
    expect(shop.stops).toBeGreaterThan(10);

    await page.goto(`/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: 'Perruque au focus visible' }).waitFor();
    const detail = await stopsWithoutVisibleFocus(page, 60);
    expect(detail.invisible).toEqual([]);
    expect(detail.stops).toBeGreaterThan(5);
    // Two screenshots per Tab stop, some sixty stops.
  }, 180_000);

  it("draws the product card link's ring inside the card, where its rounded clip cannot cut it", async () => {
    const seller = await createSeller(e2e.t);
    await publishProduct(e2e, seller, { title: 'Perruque à la bague' });
    const page = await e2e.newPage();
    await page.goto('/marketplace');
    const card = shopCard(page, 'Perruque à la bague');
    await card.waitFor();
    const link = card.getByRole('link', { name: 'Perruque à la bague' });
    const before = await card.screenshot({ animations: 'disabled' });
    // Keyboard focus, as a person tabbing would give it: reach the link with Tab.
    for (let i = 0; i < 40 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    const after = await card.screenshot({ animations: 'disabled' });
    const { width, height } = (await card.boundingBox())!;
    expect(await differingPixels(before, after)).toBeGreaterThan(2 * (width + height));
  });
});

/** Opens a dialog with the keyboard, closes it with Escape, and expects the focus back on `opener`. */
async function expectFocusBack(page: Page, open: () => Promise<void>, dialog: string, opener: RegExp) {
  await open();
  const shown = page.getByRole('dialog', { name: dialog }).or(page.getByRole('alertdialog', { name: dialog }));
  await shown.waitFor();
  await page.keyboard.press('Escape');
  await shown.waitFor({ state: 'detached' });
  // Radix gives focus back a moment after the dialog leaves the page.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element === document.body || !element
          ? 'body'
          : (element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName);
      }),
    )
    .toMatch(opener);
}

const pressOn = (target: Locator) => async () => {
  await target.focus();
  await target.press('Enter');
};

/** A menu's item, chosen with the keyboard: Enter opens the menu, then the item is reached and pressed. */
const chooseInMenu = (page: Page, menuButton: string, item: string) => async () => {
  await pressOn(page.getByRole('button', { name: menuButton }))();
  const entry = page.getByRole('menuitem', { name: item });
  await entry.waitFor();
  await entry.focus();
  await entry.press('Enter');
};

describe('focus after a dialog closes', () => {
  it('returns to the control that opened it, for the dialogs opened from page state and from menus', async () => {
    const parties = await orderParties(e2e.t, { title: 'Perruque pour les dialogues' });
    await checkout(parties.buyerClient, homeCheckout(parties.productId));
    const page = await signedInPage(e2e, parties.buyer);

    await page.goto('/orders');
    const proof = page.getByRole('button', { name: 'Envoyer la preuve de paiement' });
    await proof.waitFor();
    await expectFocusBack(page, pressOn(proof), 'Envoyer la preuve de paiement', /^Envoyer la preuve de paiement$/);
    const cancel = page.getByRole('button', { name: 'Annuler la commande' });
    await expectFocusBack(page, pressOn(cancel), 'Annuler la commande', /^Annuler la commande$/);
    // The next Tab goes on from there, not from the skip link at the top.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).not.toBe('Aller au contenu');

    const product = await publishProduct(e2e, await createSeller(e2e.t), { title: 'Perruque à signaler' });
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: "Plus d'options" }).waitFor();
    const report = chooseInMenu(page, "Plus d'options", 'Signaler le produit');
    await expectFocusBack(page, report, 'Signaler le produit', /^Plus d'options$/);

    await page.goto('/marketplace');
    // Drawn by the server, the button is disabled until the app runs.
    const filters = page.getByRole('button', { name: /^Filtres/, disabled: false });
    await filters.waitFor();
    await expectFocusBack(page, pressOn(filters), 'Filtres', /^Filtres/);

    await page.goto('/settings');
    const deletion = page.getByRole('button', { name: 'Supprimer mon compte' });
    await deletion.waitFor();
    await expectFocusBack(page, pressOn(deletion), 'Supprimer votre compte ?', /^Supprimer mon compte$/);
  });
});

describe("axe's best-practice rules", () => {
  it('finds nothing on the edit form of a listing with its pictures', async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Perruque à modifier' }, 2);
    const page = await signedInPage(e2e, seller);
    await page.goto(`/edit-product/${product.id}`);
    await page.getByRole('listitem').filter({ hasText: 'Photo 2' }).waitFor();
    await expectNoSeriousAxeViolation(page);
  });
});

/** The violations of the given axe rules, whatever their impact, on the page as it is. */
async function violationsOf(page: Page, rules: string[]): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never }).withRules(rules).analyze();
  const path = new URL(page.url()).pathname;
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${path} ${violation.id}: ${node.target.join(' ')}`),
  );
}

describe('landmarks and autofill', () => {
  // Moderate in axe's scale, so no other check here asserts them: each landmark must be told apart
  // from its siblings by a screen reader's landmark list, and each autocomplete must be one a browser knows.
  const rules = ['landmark-unique', 'autocomplete-valid'];

  it('finds no two landmarks alike and no invalid autocomplete on the screens of a buyer, a seller and an admin', async () => {
    const parties = await orderParties(e2e.t, { title: 'Perruque aux repères' });
    const second = await publishProduct(e2e, parties.seller, { title: 'Tissage aux repères' });
    for (const productId of [parties.productId, second.id]) {
      const orderId = await deliveredOrder(e2e.t, { ...parties, productId });
      await requestReturn(parties.buyerClient, orderId, { reason: 'damaged', description: 'Une mèche abîmée.' });
    }
    // Still for sale, unlike the two ordered above.
    const shown = await publishProduct(e2e, parties.seller, { title: 'Perruque en vitrine' });
    const found: string[] = [];
    const visit = async (page: Page, path: string, ready: (page: Page) => Locator) => {
      await page.goto(path);
      await ready(page).first().waitFor();
      found.push(...(await violationsOf(page, rules)));
    };
    const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

    const visitor = await e2e.newPage();
    await visit(visitor, '/', h1);
    await visit(visitor, '/marketplace', (page) => shopCard(page, 'Perruque en vitrine'));
    await visit(visitor, `/product/${shown.id}`, h1);
    await visit(visitor, `/seller/${parties.seller.id}`, h1);

    const buyer = await signedInPage(e2e, parties.buyer);
    await visit(buyer, '/orders', (page) => page.getByText('Perruque aux repères'));
    await visit(buyer, '/profile', (page) => page.getByLabel('Nom complet'));
    await visit(buyer, '/settings', h1);

    const seller = await signedInPage(e2e, parties.seller);
    await visit(seller, '/orders?onglet=ventes', (page) => page.getByText('Tissage aux repères'));
    await visit(seller, '/profile', (page) => page.getByLabel('Nom complet'));

    const admin = await signedInPage(e2e, parties.admin);
    await visit(admin, '/admin', h1);
    expect(found).toEqual([]);
  }, 180_000);

  it("gives /profile's one-line inputs autocomplete tokens a one-line input may have", async () => {
    const page = await signedInPage(e2e, await createUser(e2e.t));
    await page.goto('/profile');
    await page.getByLabel('Nom complet').waitFor();
    // HTML's autofill groups: 'street-address' is multiline (a textarea), which the Nu HTML Checker
    // refuses on an input and axe does not check; a one-line address field is 'address-line1'.
    const tokens = await page
      .locator('input[autocomplete]')
      .evaluateAll((inputs) =>
        inputs.map((input) => `${input.getAttribute('name')}: ${input.getAttribute('autocomplete')}`),
      );
    expect(tokens).toContain('address: address-line1');
    expect(tokens.filter((token) => token.endsWith('street-address'))).toEqual([]);
    expect(await violationsOf(page, rules)).toEqual([]);
  });
});

describe('the API documentation', () => {
  it('is browsable at /api/docs under the site’s security headers', async () => {
    const page = await e2e.newPage({ width: 1280, height: 800 });
    await page.goto('/api/docs/');
    // The title comes from the document: the page loaded it and its scripts ran under our CSP.
    await page.getByRole('heading', { name: /Boucles API/ }).waitFor();
  });
});
