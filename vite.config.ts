import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreens } from './scripts/vite-first-screens.js';
import { precompress } from './scripts/vite-precompress.js';

// Build config only: vitest has its own config file.
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const adminSources = [
  'src/web/app/guards/require-admin',
  'src/web/routes/admin',
  'src/web/routes/test-runner',
  'src/web/features/admin/',
  'src/web/features/self-checks/',
];
const isAdminModule = (id: string) => adminSources.some((source) => id.includes(`/${source}`));

/** The modules `source` imports statically, at any depth. */
function staticImports(ctx: Rolldown.ChunkingContext, source: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    // Rolldown lists dynamic imports among `importedIds` too.
    info?.importedIds.filter((imported) => !info.dynamicallyImportedIds.includes(imported)).forEach(visit);
  };
  visit(source);
  seen.delete(source);
  return seen;
}

type LandingModules = Record<'home' | 'shop' | 'product', Set<string>>;
type LandingGroup = 'catalogue' | 'shop' | 'product-page';

/**
 * The landing screens' modules (beside the entry's) in a few files rather than twenty each:
 * those the shop shares with the home or a product page (`catalogue`), the shop's own, and the
 * product page's own. Each file loads whole anyway, and one file compresses better than many
 * (decision 035). Packages go with the first file whose modules import them.
 */
function landingGroup(ctx: Rolldown.ChunkingContext, id: string, group: LandingGroup): string | null {
  if (id.includes('/node_modules/')) return null;
  let modules = landingModulesByPass.get(ctx);
  if (!modules) {
    const imports = (screen: string) => staticImports(ctx, fromRoot(`./src/web/routes/${screen}.tsx`));
    modules = { home: imports('home'), shop: imports('marketplace'), product: imports('product') };
    landingModulesByPass.set(ctx, modules);
  }
  const { home, shop, product } = modules;
  const found: Record<LandingGroup, boolean> = {
    catalogue: shop.has(id) && (home.has(id) || product.has(id)),
    shop: shop.has(id) && !home.has(id) && !product.has(id),
    'product-page': product.has(id) && !shop.has(id) && !home.has(id),
  };
  return found[group] ? group : null;
}
/** Computed once per chunking pass (one context object each). */
const landingModulesByPass = new WeakMap<Rolldown.ChunkingContext, LandingModules>();

const brand = { plum: '#5b2245', cream: '#fbf6ef' };
// The pages the server draws with their data (src/server/modules/catalogue/page-data.ts).
const DRAWN_BY_THE_SERVER = /^\/(marketplace|product\/[^/]+)\/?$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fromRoot('.'),
  resolve: {
    alias: [
      // Mirrors tsconfig "paths" (only the ones the browser may use).
      { find: '@shared', replacement: fromRoot('./src/shared') },
      { find: '@web', replacement: fromRoot('./src/web') },
      // React Router's package points every import at its development build, whose only
      // difference is its warnings (ENABLE_DEV_WARNINGS): a build takes the production one, 0.5 KB
      // less in the entry of every screen; `npm run dev` keeps the warnings.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs') }]
        : []),
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Read by scripts/bundle-budget.mjs (the first-screen budget); a dotfolder, so never served.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one file: they load together anyway, and
        // each file costs a phone a round trip (nine files became one; brotli compresses better).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: (id, ctx) => landingGroup(ctx, id, 'catalogue'), debugName: 'catalogue' },
            { name: (id, ctx) => landingGroup(ctx, id, 'shop'), debugName: 'shop' },
            { name: (id, ctx) => landingGroup(ctx, id, 'product-page'), debugName: 'product-page' },
            // Texts and rules kept apart from their schemas: left to itself, the bundler put them in
            // the schemas' files, and /orders downloaded zod to show a message (decision 077). The
            // Paris-time formatters too: alone, a file of its own for every screen with a date.
            {
              name: 'shared-texts',
              test: /\/src\/shared\/(orders\/(order-messages|payment-methods|supplement-status)|offers\/offer-(texts|rules)|catalogue\/product-messages|paris-time)\.ts$/,
            },
          ],
        },
        // The admin's chunks in their own folder, which the service worker does not precache.
        // Seven hash characters, not eight: the entry lists every chunk's name, and the shop's
        // first screen is at its 100 KB limit (each character is about 130 bytes there).
        chunkFileNames: (chunk) =>
          isAdminModule(chunk.facadeModuleId ?? '') ||
          (chunk.moduleIds.length > 0 && chunk.moduleIds.every(isAdminModule))
            ? 'assets/admin/[name]-[hash:7].js'
            : 'assets/[name]-[hash:7].js',
      },
    },
  },
  server: {
    // The API server (npm run dev) listens on 3000; same-origin cookies need the proxy.
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
  // The server's entry into the app (vite-first-screens.ts) needs React only: no styles, no service worker.
  plugins: isSsrBuild ? [react()] : browserPlugins(),
}));

function browserPlugins() {
  return [
    react(),
    tailwindcss(),
    VitePWA({
      // A new version waits until the user accepts it ('Nouvelle version disponible', UpdatePrompt),
      // which registers the service worker once the first screen is shown: no script is injected.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Boucles — perruques & mèches',
        short_name: 'Boucles',
        description: 'Marketplace de perruques, extensions, tissages et accessoires pour cheveux afro.',
        lang: 'fr',
        dir: 'ltr',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: brand.plum,
        background_color: brand.cream,
        categories: ['shopping', 'beauty', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The offline shell: any navigation opens the app, which then routes itself…
        navigateFallback: '/index.html',
        // …except API calls and media, which must reach the server (or fail) for real, and the
        // pages the server draws with their products (decision 037), asked of it first.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/media(\/|$)/, DRAWN_BY_THE_SERVER],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The admin's screens are for a handful of people: not installed on every visitor's phone.
        globIgnores: ['assets/admin/**'],
        runtimeCaching: [
          {
            // A returning visitor gets the shop and product pages drawn, as on a first visit; offline,
            // the shell (which says so).
            // (Written out: the worker gets this function's source, without this file around it.)
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin && request.mode === 'navigate' && /^\/(marketplace|product\/[^/]+)\/?$/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
          {
            // Hashed file names never change content: an admin's screens, once opened, work offline too.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'boucles-assets', expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 } },
          },
          {
            // Product pictures seen recently stay on the phone (public media are immutable: new file, new key).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/public/products/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'boucles-product-images',
              expiration: { maxEntries: 150, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        // Web Push: showing the messages and opening their page (public/push-sw.js).
        importScripts: ['push-sw.js'],
      },
    }),
    // The bundle report: every chunk and what fills it, with gzip sizes; beside the build, never served.
    visualizer({ filename: 'dist/bundle-report.html', template: 'treemap', gzipSize: true }),
    // The home page written with its first screen, for the phone to paint before the scripts run.
    firstScreens(),
    // Last: compresses what the others wrote (the service worker too).
    precompress(),
  ];
}
