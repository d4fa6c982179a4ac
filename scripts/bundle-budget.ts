// The first-screen JavaScript budget (issue 16; the signed-in screens, issue 35): what a phone
// downloads before the home page, the shop or a signed-in screen can be used — the entry chunk, the screen's own chunk and every chunk they import
// statically (dynamic imports load later, beside the screen) — measured brotli-compressed, as
// the server sends it (precompressed at build time; browsers ask for brotli over HTTPS).
// `npx tsx scripts/bundle-budget.ts [distDir]` prints the table; src/web/bundle-budget.test.ts
// fails `npm test` when a fresh build goes over.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { type Manifest, firstScreenFiles, landingScreens, memberScreens } from '../src/server/platform/screen-preloads';

/** The target: 100 KB on / and /marketplace. */
export const TARGET_BYTES = 100 * 1024;
/** Issue 35's: 150 KB before a signed-in screen (orders, admin, listings, messages, earnings). */
export const SIGNED_IN_TARGET_BYTES = 150 * 1024;

/**
 * What the test enforces: the target itself on / and /marketplace (97.1 and 98.9 KB measured on
 * 2026-11-24 once the shop's modules came in two files and the class merge was cut to the app's
 * classes, decision 035); a ratchet a few KB over the measured size on the product page, so that
 * any growth fails.
 */
export const LIMITS: Record<string, number> = {
  '/': TARGET_BYTES,
  '/marketplace': TARGET_BYTES,
  // 100.1 KB measured on 2026-11-24 (122.4 KB before decision 035, 149.2 KB before decision 034).
  '/product/:id': 104 * 1024,
  // Issue 35's target for the signed-in screens, none of which the server draws or preloads:
  // the orders measured 146.9 KB and the listings 146.7 KB on 2026-11-26 once they stopped
  // loading the product page's and the returns' request code (221.4 and 159.7 KB before the
  // issue, decision 070).
  '/orders': SIGNED_IN_TARGET_BYTES,
  '/admin': SIGNED_IN_TARGET_BYTES,
  '/my-products': SIGNED_IN_TARGET_BYTES,
  '/messages': SIGNED_IN_TARGET_BYTES,
  '/earnings': SIGNED_IN_TARGET_BYTES,
};

/** A screen and the modules its route loads before it draws (a guard's too). */
export type BudgetScreen = { path: string; sources: string[] };

/** The signed-in screens (issue 35); the admin's waits for its guard's chunk as well. */
export const signedInScreens: BudgetScreen[] = memberScreens.map(({ path, sources }) => ({ path, sources }));

/** The screens measured: the landing screens that have a limit, then the signed-in ones. */
export const screens: BudgetScreen[] = [
  ...landingScreens
    .filter((screen) => screen.path in LIMITS)
    .map((screen) => ({ path: screen.path, sources: [screen.source] })),
  ...signedInScreens,
];

/** The precompressed copy the server sends when there is one; otherwise compressed here alike. */
export function brotliSize(file: string): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
}

export type ScreenSize = { path: string; files: string[]; bytes: number; limit: number | undefined; over: boolean };

export function measureScreens(distDir: string, sizeOf = brotliSize): ScreenSize[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return screens.map((screen) => {
    const files = [...new Set(screen.sources.flatMap((source) => firstScreenFiles(manifest, source)))];
    const bytes = files.reduce((sum, file) => sum + sizeOf(path.join(distDir, file)), 0);
    const limit = LIMITS[screen.path];
    return { path: screen.path, files, bytes, limit, over: limit !== undefined && bytes > limit };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function describeScreens(rows: ScreenSize[]): string {
  return rows
    .map((row) => {
      const target = signedInScreens.some((screen) => screen.path === row.path) ? SIGNED_IN_TARGET_BYTES : TARGET_BYTES;
      const limit = row.limit === undefined ? '' : ` (limite ${kb(row.limit)}, objectif ${kb(target)})`;
      return `${row.path.padEnd(14)} ${kb(row.bytes).padStart(9)} brotli, ${row.files.length} fichiers${limit}${row.over ? ' DÉPASSÉ' : ''}`;
    })
    .join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const rows = measureScreens(process.argv[2] ?? 'dist/web');
  console.log(describeScreens(rows));
  if (rows.some((row) => row.over)) process.exit(1);
}
