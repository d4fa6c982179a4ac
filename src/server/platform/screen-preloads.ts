import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
 * paths and when the build has no manifest (a build from before, or a test's bare page).
 */
export function loadScreenPreloads(distDir: string): (pathname: string) => string {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const tags = landingScreens.map((screen) => ({
    pattern: screen.pattern,
    html: manifest[screen.source]
      ? screenOnlyFiles(manifest, screen.source)
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('')
      : '',
  }));
  return (pathname) => tags.find((screen) => screen.pattern.test(pathname))?.html ?? '';
}
