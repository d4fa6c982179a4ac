import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { PageLoader } from './page-loader';

it('is already in index.html, so the first paint needs no script and the app replaces it unchanged', () => {
  const html = readFileSync('index.html', 'utf8');
  const root = /<div id="root">(.*)<\/div>\n/.exec(html)?.[1];
  expect(root).toBe(renderToStaticMarkup(<PageLoader />));
});
