import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The pages the build wrote with their first screen in place of the loader
 * (scripts/vite-first-screens.ts): for a path, that page, or null to serve index.html.
 * None when the build has no such file (a build from before, or a test's bare page).
 */
export function loadFirstScreens(distDir: string): (pathname: string) => string | null {
  const file = path.join(distDir, '.vite/first-screens.json');
  if (!existsSync(file)) return () => null;
  const pages = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  return (pathname) => pages.get(pathname) ?? null;
}
