import { describe, expect, it } from 'vitest';
import { lotLabel } from './lot.schemas';

describe('lotLabel', () => {
  it('counts the items of a lot', () => {
    expect(lotLabel('Aminata', 3)).toBe('Mon lot chez Aminata (3)');
    expect(lotLabel('Aminata', 1)).toBe('Mon lot chez Aminata (1)');
  });

  it('names an emptied lot without a count', () => {
    expect(lotLabel('Aminata', 0)).toBe('Mon lot chez Aminata');
  });
});
