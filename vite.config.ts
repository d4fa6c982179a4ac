import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Build config only: vitest has its own config file.
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const brand = { plum: '#5b2245', cream: '#fbf6ef' };

export default defineConfig({
  root: fromRoot('.'),
  resolve: {
    // Mirrors tsconfig "paths" (only the ones the browser may use).
    alias: {
      '@shared': fromRoot('./src/shared'),
      '@web': fromRoot('./src/web'),
    },
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
  },
  server: {
    // The API server (npm run dev) listens on 3000; same-origin cookies need the proxy.
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      // Deferred: registering the service worker must not hold up the first paint.
      injectRegister: 'script-defer',
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
        // …except API calls and media, which must reach the server (or fail) for real.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/media(\/|$)/],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        cleanupOutdatedCaches: true,
        // Web Push: showing the messages and opening their page (public/push-sw.js).
        importScripts: ['push-sw.js'],
      },
    }),
  ],
});
