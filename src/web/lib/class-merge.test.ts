import { readFileSync } from 'node:fs';
import path from 'node:path';
import { __unstable__loadDesignSystem } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import fc from 'fast-check';
import { twMerge } from 'tailwind-merge';
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

const webDir = path.resolve('src/web');

/** Every class Tailwind generates from the sources, as the build sees them. */
async function classesInSources(): Promise<string[]> {
  const css = readFileSync(path.join(webDir, 'styles.css'), 'utf8');
  const designSystem = await __unstable__loadDesignSystem(css, { base: webDir });
  const candidates = new Scanner({ sources: [{ base: webDir, pattern: '**/*', negated: false }] }).scan();
  const rules = designSystem.candidatesToCss(candidates);
  return candidates.filter((_, index) => rules[index] !== null).sort();
}

/** The class without its variants; the `:` of an arbitrary property like `[overflow-wrap:anywhere]` stays. */
const withoutVariants = (className: string) => className.replace(/^(?:(?:\[[^\]]*\]|[^:[\]])*:)*/, '');

describe('mergeClasses', () => {
  let classes: string[];
  let utilities: string[];
  beforeAll(async () => {
    classes = await classesInSources();
    utilities = [...new Set(classes.map(withoutVariants))];
  });

  it('reads the classes the sources use', () => {
    expect(utilities.length).toBeGreaterThan(300);
    expect(classes).toEqual(expect.arrayContaining(['px-4', 'text-sm', 'hover:bg-primary/90', 'sm:grid-cols-2']));
  });

  it('lets a later class override an earlier one exactly as the full tailwind-merge does, for every pair used', () => {
    const differences: string[] = [];
    for (const earlier of utilities) {
      for (const later of utilities) {
        const pair = `${earlier} ${later}`;
        if (mergeClasses(pair) !== twMerge(pair)) differences.push(pair);
      }
    }
    expect(differences).toEqual([]);
    // Every pair of hundreds of classes: seconds on a busy machine, and more as the app grows.
  }, 60_000);

  it('agrees with the full tailwind-merge on any list of used classes, with variants and importance', () => {
    const className = fc
      .tuple(fc.constantFrom(...classes), fc.boolean())
      .map(([name, important]) => (important ? `${name}!` : name));
    fc.assert(
      fc.property(fc.array(className, { maxLength: 8 }), (list) => {
        const joined = list.join(' ');
        expect(mergeClasses(joined)).toBe(twMerge(joined));
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps one of two arbitrary properties of the same name', () => {
    expect(mergeClasses('[overflow-wrap:anywhere] font-mono [overflow-wrap:break-word]')).toBe(
      'font-mono [overflow-wrap:break-word]',
    );
  });

  it('overrides a component default with a caller class', () => {
    expect(mergeClasses('inline-flex h-9 px-4 py-2 text-sm h-11 px-6 text-base')).toBe(
      'inline-flex py-2 h-11 px-6 text-base',
    );
    expect(mergeClasses('p-4 rounded-md bg-card px-2 rounded-t-lg bg-primary/10')).toBe(
      'p-4 rounded-md px-2 rounded-t-lg bg-primary/10',
    );
  });
});
