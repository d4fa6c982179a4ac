import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_PAYMENT_QUEUES,
  ORDERS_PAGE_SIZE,
  adminPaymentsPath,
  conversationsPath,
  earningsPath,
  orderListPath,
  ownProductsPath,
  payoutsPath,
} from '@shared/first-page-paths';

/**
 * The screens a visitor lands on from outside (a search, a shared link), and the source of
 * each in the web build. Their code is announced in the page's <head>, so that a phone
 * downloads it beside the app's main script instead of after it (issue 16).
 */
export const landingScreens = [
  { path: '/', pattern: /^\/$/, source: 'src/web/routes/home.tsx' },
  { path: '/marketplace', pattern: /^\/marketplace\/?$/, source: 'src/web/routes/marketplace.tsx' },
  { path: '/product/:id', pattern: /^\/product\/[^/]+\/?$/, source: 'src/web/routes/product.tsx' },
  { path: '/seller/:id', pattern: /^\/seller\/[^/]+\/?$/, source: 'src/web/routes/seller.tsx' },
  { path: '/auth', pattern: /^\/auth\/?$/, source: 'src/web/routes/auth.tsx' },
];

/**
 * The screens people use most once signed in (issue 35): their code, and the answers they open
 * with, are announced in the page's head of a member's request (a visitor is sent to /auth).
 * `data`: the API addresses, built by the same shared functions as the app's requests.
 */
export const memberScreens = [
  {
    path: '/orders',
    pattern: /^\/orders\/?$/,
    sources: ['src/web/routes/orders.tsx'],
    data: (['buyer', 'seller'] as const).map((side) => orderListPath({ side, limit: ORDERS_PAGE_SIZE })),
  },
  {
    path: '/admin',
    pattern: /^\/admin\/?$/,
    sources: [
      'src/web/app/guards/require-admin.tsx',
      'src/web/routes/admin.tsx',
      'src/web/features/admin/components/pending-payments.tsx',
    ],
    data: ['/api/admin/stats', ...ADMIN_PAYMENT_QUEUES.map((status) => adminPaymentsPath(status, null))],
  },
  {
    path: '/my-products',
    pattern: /^\/my-products\/?$/,
    sources: ['src/web/routes/my-products.tsx'],
    data: [ownProductsPath(null)],
  },
  {
    path: '/messages',
    pattern: /^\/messages\/?$/,
    sources: ['src/web/routes/messages.tsx'],
    data: [conversationsPath(null)],
  },
  {
    path: '/earnings',
    pattern: /^\/earnings\/?$/,
    sources: ['src/web/routes/earnings.tsx'],
    data: [earningsPath(null), payoutsPath(null)],
  },
];

/** What every member's screen asks for first: who is signed in, and the platform's public settings. */
const MEMBER_DATA = ['/api/session', '/api/public-config'];

/** The API answers a member's page opens with, to preload from its head; none for other pages. */
export function memberScreenData(pathname: string): string[] {
  const screen = memberScreens.find((candidate) => candidate.pattern.test(pathname));
  return screen ? [...MEMBER_DATA, ...screen.data] : [];
}

export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
}

function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  return entry;
}

/** The JavaScript files a screen needs before it renders: static imports, never dynamic ones. */
export function firstScreenFiles(manifest: Manifest, source: string): string[] {
  return staticClosure(manifest, [entryKey(manifest), source]);
}

/** What a screen adds to the entry's own files (which index.html already preloads). */
export function screenOnlyFiles(manifest: Manifest, source: string): string[] {
  const entryFiles = new Set(staticClosure(manifest, [entryKey(manifest)]));
  return firstScreenFiles(manifest, source).filter((file) => !entryFiles.has(file));
}

/**
 * For a page's path, the <link rel="modulepreload"> tags of its screen's code; '' for other
 * paths and when the build has no manifest (a build from before, or a test's bare page). A
 * member's screen is announced to members only.
 */
export function loadScreenPreloads(distDir: string): (pathname: string, member: boolean) => string {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const tags = (sources: string[]) =>
    sources.every((source) => manifest[source])
      ? [...new Set(sources.flatMap((source) => screenOnlyFiles(manifest, source)))]
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('')
      : '';
  const screens = [
    ...landingScreens.map((screen) => ({ pattern: screen.pattern, members: false, html: tags([screen.source]) })),
    ...memberScreens.map((screen) => ({ pattern: screen.pattern, members: true, html: tags(screen.sources) })),
  ];
  return (pathname, member) =>
    screens.find((screen) => screen.pattern.test(pathname) && (member || !screen.members))?.html ?? '';
}
