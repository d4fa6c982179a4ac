import { describe, expect, it } from 'vitest';
import {
  CAP_SIZES,
  capSizeHelp,
  CATEGORIES,
  cmToInches,
  colorLabels,
  COLORS,
  DENSITIES,
  HAIR_QUALITIES,
  hairQualityLabels,
  HAIR_TYPES,
  LACES,
  laceLabels,
  LENGTH_RANGES,
  ORIGINS,
  originLabels,
  PRICE_FILTER,
  SHOP_FILTER_CATEGORIES,
  sortLabels,
  SORTS,
  TEXTURES,
  textureLabels,
} from './product-options';

describe('stored values', () => {
  // Copied from the CHECK constraints of migration 0002_catalogue.sql: a mismatch means a refused insert.
  it('match the database constraints', () => {
    expect(CATEGORIES).toEqual(['Perruques', 'Tissages', 'Extensions', 'Accessoires']);
    expect(HAIR_TYPES).toEqual(['Naturel', 'Synthétique', 'Mixte']);
    expect(COLORS).toEqual(['noir', 'brun', 'blond', 'auburn', 'rouge', 'gris']);
    expect(TEXTURES).toEqual([
      'lisse',
      'body_wave',
      'loose_wave',
      'deep_wave',
      'water_wave',
      'kinky_straight',
      'yaki',
      'kinky_curly',
      'afro',
    ]);
    expect(LACES).toEqual([
      'sans_lace',
      'closure_4x4',
      'closure_5x5',
      'closure_6x6',
      'frontale_13x4',
      'frontale_13x6',
      'lace_360',
      'full_lace',
    ]);
    expect(CAP_SIZES).toEqual(['XS', 'S', 'M', 'L']);
    expect(HAIR_QUALITIES).toEqual(['vierge', 'remy', 'non_remy']);
    expect(ORIGINS).toEqual([
      'bresilien',
      'peruvien',
      'malaisien',
      'indien',
      'vietnamien',
      'cambodgien',
      'europeen',
      'autre',
    ]);
    for (const density of DENSITIES) expect(density).toBeGreaterThanOrEqual(50);
    for (const density of DENSITIES) expect(density).toBeLessThanOrEqual(400);
  });

  it('filters the shop on all four categories, Tissages included', () => {
    expect(SHOP_FILTER_CATEGORIES).toEqual(['Perruques', 'Tissages', 'Extensions', 'Accessoires']);
  });
});

describe('labels', () => {
  it.each([
    ['colours', COLORS, colorLabels],
    ['sorts', SORTS, sortLabels],
    ['textures', TEXTURES, textureLabels],
    ['laces', LACES, laceLabels],
    ['cap sizes', CAP_SIZES, capSizeHelp],
    ['qualities', HAIR_QUALITIES, hairQualityLabels],
    ['origins', ORIGINS, originLabels],
  ] as const)('give every one of the %s a French text', (_name, values, labels) => {
    expect(Object.keys(labels)).toEqual([...values]);
    for (const label of Object.values(labels)) expect(label.trim()).not.toBe('');
  });

  it('read as a French shopper expects', () => {
    expect(sortLabels).toEqual({ recent: 'Plus récents', price_asc: 'Prix croissant', price_desc: 'Prix décroissant' });
    expect(textureLabels.afro).toBe('Afro / crépu');
    expect(laceLabels.frontale_13x4).toBe('Frontale 13x4');
    expect(hairQualityLabels.non_remy).toBe('Non-Remy');
    expect(originLabels.bresilien).toBe('Brésilien');
    expect(capSizeHelp.M).toContain('55,5 cm');
  });
});

describe('shop filters', () => {
  it('cover 0-100 cm in contiguous ranges', () => {
    expect(LENGTH_RANGES.map((r) => [r.min, r.max])).toEqual([
      [0, 20],
      [20, 30],
      [30, 40],
      [40, 100],
    ]);
    expect(LENGTH_RANGES.map((r) => r.label)).toEqual(['0-20 cm', '20-30 cm', '30-40 cm', '40-100 cm']);
  });

  it('slide prices from 0 to 500 € by 10 €', () => {
    expect(PRICE_FILTER).toEqual({ min: 0, max: 500, step: 10 });
  });
});

describe('cmToInches', () => {
  it.each([
    [0, 0],
    [2.54, 1],
    [30, 11.8],
    [40, 15.7],
    [66, 26],
  ])('%d cm → %d in', (cm, inches) => {
    expect(cmToInches(cm)).toBe(inches);
  });
});
