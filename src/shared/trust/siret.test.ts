import { describe, expect, it } from 'vitest';
import { isValidSiret, normalizeSiret } from './siret';

describe('SIRET', () => {
  it.each([
    '73282932000074', // a well-known public company's head office
    '35600000000048', // La Poste's head office follows the usual rule
    '35600000049837', // a La Poste establishment: digit sum a multiple of 5
  ])('accepts %s', (siret) => expect(isValidSiret(siret)).toBe(true));

  it.each([
    ['73282932000075', 'a wrong check digit'],
    ['7328293200007', '13 digits'],
    ['732829320000741', '15 digits'],
    ['7328293200007A', 'a letter'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (siret) => expect(isValidSiret(siret)).toBe(false));

  it('drops the spaces and dots people type between groups', () => {
    expect(normalizeSiret('732 829 320 00074')).toBe('73282932000074');
    expect(normalizeSiret('732.829.320.00074')).toBe('73282932000074');
  });
});
