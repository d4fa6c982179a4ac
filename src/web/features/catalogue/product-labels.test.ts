import { describe, expect, it } from 'vitest';
import { lengthLabel, productBadges, stockNote } from './product-labels';

const plain = {
  category: 'Tissages',
  hairType: null,
  color: null,
  lengthCm: null,
  texture: null,
  lace: null,
  laceHd: false,
  glueless: false,
  densityPercent: null,
  capSize: null,
  hairQuality: null,
  origin: null,
  heatResistant: false,
} as const;

describe('lengthLabel', () => {
  it.each([
    [45, '45 cm (17,7")'],
    [30, '30 cm (11,8")'],
    [66, '66 cm (26,0")'],
    [35.5, '35,5 cm (14,0")'],
  ])('%d cm → %s', (cm, label) => {
    expect(lengthLabel(cm)).toBe(label);
  });
});

describe('productBadges', () => {
  it('shows only the category when nothing else is set', () => {
    expect(productBadges(plain)).toEqual([{ label: 'Tissages', group: 'main' }]);
  });

  it('lists the main fields then the wig details, in French', () => {
    const badges = productBadges({
      ...plain,
      category: 'Perruques',
      hairType: 'Naturel',
      color: 'noir',
      lengthCm: 45,
      texture: 'afro',
      lace: 'frontale_13x4',
      laceHd: true,
      glueless: true,
      densityPercent: 180,
      capSize: 'M',
      hairQuality: 'vierge',
      origin: 'bresilien',
      heatResistant: true,
    });
    expect(badges.map((badge) => badge.label)).toEqual([
      'Perruques',
      'Naturel',
      'Noir',
      '45 cm (17,7")',
      'Afro / crépu',
      'Frontale 13x4 HD',
      'Glueless',
      'Densité 180 %',
      'Bonnet M',
      'Vierge',
      'Brésilien',
      'Résistante à la chaleur',
    ]);
    expect(badges.find((badge) => badge.label === 'Bonnet M')?.hint).toBe('Tour de tête ≈ 55,5 cm');
  });

  it('writes HD only next to a lace', () => {
    expect(productBadges({ ...plain, laceHd: true }).map((badge) => badge.label)).toEqual(['Tissages']);
  });
});

describe('stockNote', () => {
  it.each([
    [0, null],
    [1, 'Dernier exemplaire disponible'],
    [4, '4 exemplaires disponibles'],
  ])('%d in stock → %s', (stock, note) => {
    expect(stockNote(stock)).toBe(note);
  });
});
