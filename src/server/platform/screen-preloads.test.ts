import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDERS_PAGE_SIZE } from '@shared/first-page-paths';
import { firstScreenFiles, loadScreenPreloads, memberScreenData, screenOnlyFiles } from './screen-preloads';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/web/routes/home.tsx': { file: 'assets/home.js', imports: ['_react.js', '_card.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_style.css'] },
  '_style.css': { file: 'assets/style.css' },
  'src/web/routes/marketplace.tsx': { file: 'assets/shop.js', imports: ['_card.js'] },
  'src/web/routes/admin.tsx': { file: 'assets/admin.js' },
  'src/web/routes/orders.tsx': { file: 'assets/orders.js', imports: ['_react.js', '_card.js'] },
};

describe('screen files', () => {
  it('counts static imports only, from the entry and from the screen', () => {
    expect(firstScreenFiles(manifest, 'src/web/routes/home.tsx').sort()).toEqual([
      'assets/card.js',
      'assets/home.js',
      'assets/index.js',
      'assets/react.js',
    ]);
  });

  it('leaves out what the entry already brings', () => {
    expect(screenOnlyFiles(manifest, 'src/web/routes/home.tsx').sort()).toEqual(['assets/card.js', 'assets/home.js']);
  });
});

describe('the page head of a landing screen', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'boucles-preloads-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  const preloads = loadScreenPreloads(dist);

  it("announces the screen's own code, wherever the visitor lands", () => {
    expect(preloads('/', false)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card.js">',
    );
    expect(preloads('/marketplace', false)).toContain('href="/assets/shop.js"');
    expect(preloads('/marketplace/', true)).toContain('href="/assets/shop.js"');
  });

  it("announces a member's screen to members only: a visitor is sent to the sign-in page", () => {
    expect(preloads('/orders', true)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/orders.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card.js">',
    );
    expect(preloads('/orders', false)).toBe('');
  });

  it('adds nothing to other pages, nor for a screen the build lacks, nor without a manifest', () => {
    expect(preloads('/settings', true)).toBe('');
    // The admin's guard is not in this build: its screen is announced whole or not at all.
    expect(preloads('/admin', true)).toBe('');
    expect(preloads('/product/x/y', false)).toBe('');
    expect(loadScreenPreloads(path.join(dist, 'missing'))('/', false)).toBe('');
  });
});

describe("the answers a member's screen opens with", () => {
  it('are the addresses the app asks for, session first', () => {
    expect(memberScreenData('/orders')).toEqual([
      '/api/session',
      '/api/public-config',
      `/api/orders?side=buyer&limit=${ORDERS_PAGE_SIZE}`,
      `/api/orders?side=seller&limit=${ORDERS_PAGE_SIZE}`,
    ]);
    expect(memberScreenData('/earnings')).toEqual([
      '/api/session',
      '/api/public-config',
      '/api/me/earnings',
      '/api/me/payouts',
    ]);
    expect(memberScreenData('/admin')).toEqual([
      '/api/session',
      '/api/public-config',
      '/api/admin/stats',
      '/api/admin/payments?status=submitted',
      '/api/admin/payments?status=pending',
    ]);
    expect(memberScreenData('/orders/123')).toEqual([]);
    expect(memberScreenData('/')).toEqual([]);
  });
});
