import { existsSync } from 'node:fs';
import { chromePath } from './browser';

/** Browser tests need Debian's Chromium and the built web app (scripts/test.mjs builds it). */
export default function setup() {
  if (!existsSync(chromePath()))
    throw new Error(
      `No browser at ${chromePath()}: install Debian's chromium-headless-shell or chromium, or set CHROME_PATH.`,
    );
  if (!existsSync('dist/web/index.html')) throw new Error('No web build in dist/web: run `npm run build` first.');
}
