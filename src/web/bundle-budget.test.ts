import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMITS, describeScreens, measureScreens, screens } from '../../scripts/bundle-budget';

// A size check, not a timing: a fresh production build of today's sources, outside dist/web
// (which other runs may be serving), and what /, /marketplace and a product page make a phone
// download first.
const outDir = mkdtempSync(path.join(os.tmpdir(), 'boucles-budget-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('first-screen JavaScript', () => {
  it('stays within its limit on /, /marketplace and the product page', () => {
    // NODE_ENV: vitest sets 'test', which would build React's development files.
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(build.status, build.stderr).toBe(0);
    const rows = measureScreens(outDir);
    expect(
      rows.filter((row) => row.over).map((row) => row.path),
      describeScreens(rows),
    ).toEqual([]);
    // No first screen waits for zod: its schemas chunk would be a static import.
    for (const row of rows)
      expect(
        row.files.filter((file) => /zod|schemas-/.test(file)),
        row.path,
      ).toEqual([]);
  }, 180_000);

  it('gives every measured screen a limit, the product page a ratchet near its measured size', () => {
    expect(screens.filter((screen) => LIMITS[screen.path] === undefined)).toEqual([]);
    expect(LIMITS['/product/:id']).toBeLessThanOrEqual(152 * 1024);
  });
});
