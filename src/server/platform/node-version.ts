/**
 * The oldest Node a `>=24`, `>=24.2` or `>=24.2.1` range (package.json's engines.node) accepts;
 * any other form is refused, so that a range this check cannot read is noticed by its test.
 */
export function minimumOf(range: string): number[] {
  const match = /^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range);
  if (!match) throw new Error(`engines.node: only ">=major[.minor[.patch]]" is understood, not "${range}"`);
  return [match[1], match[2], match[3]].map((part) => Number(part ?? 0));
}

export function isOlder(version: string, minimum: number[]): boolean {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    const difference = (parts[index] ?? 0) - (minimum[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/** Why this Node cannot run the server, in French; null when it can. */
export function nodeRefusal(version: string, range: string): string | null {
  if (!isOlder(version, minimumOf(range))) return null;
  return (
    `Boucles demande Node ${range.trim().replace(/^>=\s*/, '')} ou plus récent (package.json, engines.node : "${range}"), ` +
    `mais tourne sur Node ${version.replace(/^v/, '')}. Lancez-le par npm (npm start, npm run start:prod, npm run cli), ` +
    'qui prend le Node installé dans node_modules, ou installez une version de Node assez récente.'
  );
}
