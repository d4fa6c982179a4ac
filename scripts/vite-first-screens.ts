import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where the server loads the app's server-side entry from: a dotfolder of the build, never served. */
const SERVER_ENTRY_DIR = '.vite/ssr';

/**
 * After the browser's build, builds the app once more, for Node (src/web/app/first-screen.tsx):
 * the server draws a page's first screen with it, so that a phone paints the page before any
 * script runs (decisions 034 and 037; src/server/platform/first-screens.ts).
 */
export function firstScreens(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'boucles-first-screens',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          // React's production build, whatever NODE_ENV the server runs with (`npm start` runs in
          // development), as in the browser: packages go into the build, so that they see it.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true },
          build: {
            ssr: 'src/web/app/first-screen.tsx',
            outDir: path.resolve(config.root, config.build.outDir, SERVER_ENTRY_DIR),
            emptyOutDir: true,
            copyPublicDir: false,
            manifest: false,
            rolldownOptions: {
              // The service worker's registration, in a lazy part the server never draws (it waits
              // for the page to settle); lazy parts stay in files of their own, loaded when met.
              external: ['virtual:pwa-register/react'],
              output: { codeSplitting: true },
            },
          },
        });
      },
    },
  };
}
