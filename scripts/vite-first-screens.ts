import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** Pages written with their first screen: those that draw nothing from the API above the fold. */
const PRERENDERED_PATHS = ['/'];

/** Where the server reads them (src/server/platform/first-screens.ts): a dotfolder, never served. */
export const FIRST_SCREENS_FILE = '.vite/first-screens.json';

// The loader index.html carries until the app draws (page-loader.test.tsx keeps it equal).
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div><\/div>(?=\s*<noscript>)/;

/**
 * After the build, renders each path's first screen with the app's own components
 * (src/web/app/first-screen.tsx, through Vite's module loader) and writes index.html with that
 * markup in place of the loader, so a phone paints the screen before any script runs
 * (decision 034). The app then hydrates it (main.tsx).
 */
export function firstScreens(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'boucles-first-screens',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!ROOT_ELEMENT.test(indexHtml))
          throw new Error('index.html: <div id="root"> with the page loader not found');
        const server = await createServer({
          root: config.root,
          configFile: config.configFile,
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderFirstScreen } = (await server.ssrLoadModule('/src/web/app/first-screen.tsx')) as {
            renderFirstScreen: (pathname: string) => Promise<string>;
          };
          const pages: Record<string, string> = {};
          for (const pathname of PRERENDERED_PATHS) {
            const markup = await renderFirstScreen(pathname);
            pages[pathname] = indexHtml.replace(ROOT_ELEMENT, () => `<div id="root" data-first-screen>${markup}</div>`);
          }
          const file = path.join(outDir, FIRST_SCREENS_FILE);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, JSON.stringify(pages));
        } finally {
          await server.close();
        }
      },
    },
  };
}
