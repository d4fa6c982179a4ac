import { createServer } from 'node:net';
import { type Browser, type Page, chromium } from 'playwright-core';
import { type TestApp, createTestApp } from '@test/app';

export const chromePath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium tries to reach Google from a closed network.
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type E2e = {
  t: TestApp;
  baseUrl: string;
  browser: Browser;
  /** A fresh browser context (own cookies) sized like a small phone unless told otherwise. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One server on its own database and one browser per test file; `webDistDir` for a test that alters the build. */
export async function startE2e(options: { webDistDir?: string } = {}): Promise<E2e> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ publicUrl: baseUrl, webDistDir: options.webDistDir ?? 'dist/web' });
  await t.app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: chromePath(), headless: true, args: CHROME_ARGS });
  return {
    t,
    baseUrl,
    browser,
    newPage: async (viewport = { width: 360, height: 740 }) => {
      // The service worker's precache (~90 files per context) would only slow these page tests down.
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport,
        locale: 'fr-FR',
        serviceWorkers: 'block',
      });
      return context.newPage();
    },
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
}
