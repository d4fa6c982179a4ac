import { describe, expect, it } from 'vitest';
import { lengthLabel, productBadges, productDetailRows, stockNote } from './product-labels';

const plain = {
  category: 'Tissages',
  hairType: null,
  color: null,
  lengthCm: null,
  texture: null,
  lace: null,
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
      'Frontale 13x4',
      'Glueless',
      'Densité 180 %',
      'Bonnet M',
      'Vierge',
      'Brésilien',
      'Résistante à la chaleur',
    ]);
    expect(badges.find((badge) => badge.label === 'Bonnet M')?.hint).toBe('Tour de tête ≈ 55,5 cm');
  });
});

const noDetails = {
  condition: null,
  laceColour: null,
  prePlucked: false,
  bleachedKnots: false,
  dyeable: false,
  bundleCount: null,
  bundleWeightG: null,
  attachment: null,
  curlPattern: null,
} as const;

describe('productDetailRows', () => {
  it('says nothing of a listing made before the condition existed', () => {
    expect(productDetailRows(noDetails)).toEqual([]);
  });

  it('lists a wig’s details in French', () => {
    const rows = productDetailRows({
      ...noDetails,
      condition: 'worn_like_new',
      curlPattern: '4C',
      laceColour: 'hd',
      prePlucked: true,
      bleachedKnots: true,
      dyeable: true,
    });
    expect(rows.map((row) => `${row.term} : ${row.value}`)).toEqual([
      'État : Porté, comme neuf (lavé)',
      'Type de boucle : 4C',
      'Couleur de la lace : HD',
      'Ligne frontale pré-épilée : Oui',
      'Nœuds décolorés : Oui',
      'Peut être teinte ou décolorée : Oui',
    ]);
  });

  it('gives the bundles of a weave and how extensions attach', () => {
    const rows = productDetailRows({ ...noDetails, condition: 'new_sealed', bundleCount: 3, bundleWeightG: 100 });
    expect(rows.map((row) => row.value)).toEqual(['Neuf, scellé', '3', '100 g']);
    expect(productDetailRows({ ...noDetails, attachment: 'tape_in' })).toEqual([
      { term: 'Pose', value: 'Adhésive (tape-in)' },
    ]);
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
