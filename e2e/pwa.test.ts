import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '@test/factories';
import { type E2e, startE2e } from './browser';
import { publishProduct, shopCard } from './catalogue-helpers';
import { expectNoSeriousAxeViolation } from './helpers';

// The service worker is blocked in the other browser tests; here it is the subject. The app
// serves a copy of the build, so that a new version can be published without touching dist/web.
let e2e: E2e;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'boucles-pwa-'));
  cpSync('dist/web', webDir, { recursive: true });
  e2e = await startE2e({ webDistDir: webDir });
});
afterAll(async () => {
  await e2e?.close();
  if (webDir) rmSync(webDir, { recursive: true, force: true });
});

const contexts: BrowserContext[] = [];
afterAll(async () => Promise.all(contexts.map((context) => context.close())));

/** A phone-sized page whose service worker is installed and controls it. */
async function installedApp(): Promise<Page> {
  const context = await e2e.browser.newContext({
    baseURL: e2e.baseUrl,
    viewport: { width: 360, height: 740 },
    locale: 'fr-FR',
    serviceWorkers: 'allow',
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Perruques, mèches et tissages pour cheveux afro' }).waitFor();
  // Registered after the first screen, then installed with its precache: active means ready offline.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), {
      timeout: 45_000,
    })
    .toBe('activated');
  // A first visit is not controlled by a worker installed during it; the next load is.
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 5_000 });
  return page;
}

/** What a deploy does to the worker: same name, new content (the compressed copies go with it). */
function publishNewVersion() {
  const worker = path.join(webDir, 'sw.js');
  for (const stale of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(webDir, stale), { force: true });
  writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// version ${Date.now()}\n`);
}

describe('the installed app', () => {
  it("says 'Nouvelle version disponible' when a new version is waiting, and reloads into it", async () => {
    const page = await installedApp();
    const prompt = page.getByRole('status').filter({ hasText: 'Nouvelle version disponible' });
    await expect(prompt.count()).resolves.toBe(0);

    publishNewVersion();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await prompt.waitFor();
    await expectNoSeriousAxeViolation(page);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Recharger' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Perruques, mèches et tissages pour cheveux afro' }).waitFor();
    // The waiting worker took over: nothing is waiting any more, and the prompt is gone.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
      .toBeNull();
    await expect(prompt.count()).resolves.toBe(0);
  });

  it('still gets the shop and a product page drawn by the server, with their products', async () => {
    const seller = await createSeller(e2e.t);
    const product = await publishProduct(e2e, seller, { title: 'Perruque afro puff 30 cm' });
    const page = await installedApp();
    const cameDrawn = () => page.evaluate(() => document.getElementById('root')?.hasAttribute('data-first-screen'));
    // The home (the same for everyone) opens from the worker's copy of the app…
    await expect(cameDrawn()).resolves.toBe(false);

    // …the pages drawn with products come from the server.
    await page.goto('/marketplace');
    await shopCard(page, 'Perruque afro puff 30 cm').waitFor();
    await expect(cameDrawn()).resolves.toBe(true);

    await page.goto(`/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: 'Perruque afro puff 30 cm' }).waitFor();
    await expect(cameDrawn()).resolves.toBe(true);
  });

  it("says 'Vous êtes hors ligne' offline instead of a load error, and opens the shop's shell", async () => {
    const page = await installedApp();
    await page.context().setOffline(true);
    await page.goto('/marketplace');
    await page.getByRole('heading', { name: 'Boutique' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' }).waitFor();
    // The banner says it once: the shop's request waits for the network instead of failing in a toast.
    await page.waitForTimeout(2_500);
    await expect(page.getByText('Erreur lors du chargement des produits').count()).resolves.toBe(0);
    await expectNoSeriousAxeViolation(page);

    await page.context().setOffline(false);
    await expect.poll(() => page.getByText('Vous êtes hors ligne').count()).toBe(0);
  });
});
