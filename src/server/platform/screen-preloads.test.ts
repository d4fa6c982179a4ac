import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstScreenFiles, loadScreenPreloads, screenOnlyFiles } from './screen-preloads';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/web/routes/home.tsx': { file: 'assets/home.js', imports: ['_react.js', '_card.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_style.css'] },
  '_style.css': { file: 'assets/style.css' },
  'src/web/routes/marketplace.tsx': { file: 'assets/shop.js', imports: ['_card.js'] },
  'src/web/routes/admin.tsx': { file: 'assets/admin.js' },
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
    expect(preloads('/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card.js">',
    );
    expect(preloads('/marketplace')).toContain('href="/assets/shop.js"');
    expect(preloads('/marketplace/')).toContain('href="/assets/shop.js"');
  });

  it('adds nothing to other pages, nor without a manifest', () => {
    expect(preloads('/admin')).toBe('');
    expect(preloads('/product/x/y')).toBe('');
    expect(loadScreenPreloads(path.join(dist, 'missing'))('/')).toBe('');
  });
});
