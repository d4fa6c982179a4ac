import { expect, it } from 'vitest';
import { nextStepHint } from './next-step-hint';

const tiers = [
  { minItems: 3, percent: 15 },
  { minItems: 2, percent: 10 },
];

it('tells how many more items reach the next step of the discount, and nothing past the last one', () => {
  expect(nextStepHint(1, tiers)).toBe('Encore 1 article pour −10 %');
  expect(nextStepHint(2, tiers)).toBe('Encore 1 article pour −15 %');
  expect(nextStepHint(1, [{ minItems: 4, percent: 20 }])).toBe('Encore 3 articles pour −20 %');
  expect(nextStepHint(3, tiers)).toBeNull();
  expect(nextStepHint(2, [])).toBeNull();
  // An empty lot has nothing to complete.
  expect(nextStepHint(0, tiers)).toBeNull();
});
