import { describe, expect, it } from 'vitest';
import { createProductSchema, type ProductDetail } from '@shared/catalogue/product.schemas';
import { productMessages } from '@shared/catalogue/product-messages';
import {
  emptyProductFormValues,
  hasWigDetails,
  inchesHint,
  productFormSchema,
  productToFormValues,
  type ProductFormValues,
} from './product-form-values';

const valid: ProductFormValues = {
  ...emptyProductFormValues,
  title: '  Perruque body wave  ',
  description: 'Cheveux naturels, portée deux fois.',
  price: '12,99',
  category: 'Perruques',
  condition: 'new_unworn',
};

function errorsOf(values: ProductFormValues): Record<string, string | undefined> {
  const result = productFormSchema.safeParse(values);
  if (result.success) return {};
  // The form shows the first message of each field, as the resolver does.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('productFormSchema', () => {
  it('turns the typed values into the API fields', () => {
    const fields = productFormSchema.parse({
      ...valid,
      hairType: 'Naturel',
      lengthCm: ' 40 ',
      stockQuantity: '3',
      lace: 'frontale_13x4',
      laceColour: 'hd',
      prePlucked: true,
      curlPattern: '4C',
      densityPercent: '180',
      colorCode: ' 1B ',
    });
    expect(fields).toMatchObject({
      title: 'Perruque body wave',
      priceCents: 1299,
      category: 'Perruques',
      hairType: 'Naturel',
      color: null,
      lengthCm: 40,
      stockQuantity: 3,
      lace: 'frontale_13x4',
      laceColour: 'hd',
      prePlucked: true,
      curlPattern: '4C',
      condition: 'new_unworn',
      densityPercent: 180,
      colorCode: '1B',
      texture: null,
    });
    expect(fields).not.toHaveProperty('price');
    // What the form sends is exactly what the API validates.
    expect(createProductSchema.safeParse({ ...fields, imageIds: [crypto.randomUUID()] }).success).toBe(true);
  });

  it.each([
    ['12,99', 1299],
    ['12.99', 1299],
    ['12', 1200],
    ['1 234,5', 123450],
  ])('reads the price %s as %i cents', (price, cents) => {
    expect(productFormSchema.parse({ ...valid, price }).priceCents).toBe(cents);
  });

  it('puts each shared French message under its own field', () => {
    expect(
      errorsOf({
        ...emptyProductFormValues,
        price: '12,999',
        lengthCm: '30,5',
        stockQuantity: '',
        densityPercent: '20',
        colorCode: '1B 613',
      }),
    ).toEqual({
      title: productMessages.titleRequired,
      description: productMessages.descriptionRequired,
      price: productMessages.priceInvalid,
      category: productMessages.categoryRequired,
      lengthCm: productMessages.lengthInvalid,
      stockQuantity: productMessages.stockInvalid,
      densityPercent: productMessages.densityInvalid,
      colorCode: productMessages.colorCodeInvalid,
    });
  });

  it("asks for the 'État' of hair, not of an accessory", () => {
    expect(errorsOf({ ...valid, condition: '', title: '' })).toEqual({
      title: productMessages.titleRequired,
      condition: "Veuillez indiquer l'état de l'article",
    });
    expect(errorsOf({ ...valid, category: 'Accessoires', condition: '' })).toEqual({});
  });

  it('reads the bundles of a weave and refuses impossible ones', () => {
    const weave = { ...valid, category: 'Tissages', bundleCount: '3', bundleWeightG: '100' };
    expect(productFormSchema.parse(weave)).toMatchObject({ bundleCount: 3, bundleWeightG: 100 });
    expect(errorsOf({ ...weave, bundleCount: '0', bundleWeightG: '2,5' })).toEqual({
      bundleCount: 'Le nombre de paquets doit être compris entre 1 et 10',
      bundleWeightG: 'Le poids par paquet doit être compris entre 10 et 500 g',
    });
  });

  it.each(['0', '0,99', '0,01'])('refuses the price %s: a listing costs at least 1,00 €', (price) => {
    expect(errorsOf({ ...valid, price })).toEqual({ price: 'Le prix minimum est de 1,00 €' });
  });

  it('refuses a length past 150 cm and a stock past 999', () => {
    expect(errorsOf({ ...valid, lengthCm: '151', stockQuantity: '1000' })).toEqual({
      lengthCm: productMessages.lengthInvalid,
      stockQuantity: productMessages.stockInvalid,
    });
  });
});

const saved: ProductDetail = {
  id: '0b5c2f1e-8a4c-4c1e-9a53-2f0f7d3c1a10',
  title: 'Tissage',
  description: 'Lisse',
  priceCents: 4905,
  category: 'Tissages',
  hairType: null,
  color: 'noir',
  colorCode: null,
  lengthCm: 50,
  texture: null,
  lace: null,
  laceColour: null,
  glueless: false,
  prePlucked: false,
  bleachedKnots: false,
  dyeable: false,
  condition: 'worn_good',
  bundleCount: 3,
  bundleWeightG: 100,
  attachment: null,
  curlPattern: null,
  densityPercent: null,
  capSize: null,
  hairQuality: null,
  origin: null,
  heatResistant: false,
  stockQuantity: 2,
  isAvailable: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  media: [],
  sellerHoliday: null,
  bundleDiscount: { tiers: [], sentence: null },
  seller: {
    id: '6f1d8b0e-2c3a-4e5f-8a9b-0c1d2e3f4a5b',
    displayName: 'Awa',
    username: null,
    avatarUrl: null,
    isVerified: false,
    rating: { average: null, count: 0 },
    status: 'private',
  },
  viewer: {
    isOwner: true,
    hasBlockedSeller: false,
    blockedBySeller: false,
    hasHidden: false,
    canOrder: false,
    takedown: null,
  },
};

describe('productToFormValues', () => {
  it('shows the saved product the French way and round-trips to the same fields', () => {
    const values = productToFormValues(saved);
    expect(values).toMatchObject({ price: '49,05', hairType: '', color: 'noir', lengthCm: '50', stockQuantity: '2' });
    expect(productFormSchema.parse(values)).toMatchObject({
      priceCents: 4905,
      lengthCm: 50,
      hairType: null,
      condition: 'worn_good',
      bundleCount: 3,
    });
    expect(hasWigDetails(values)).toBe(false);
    expect(hasWigDetails(productToFormValues({ ...saved, glueless: true }))).toBe(true);
  });
});

describe('an older listing', () => {
  it('asks for its condition when its seller edits it', () => {
    expect(errorsOf(productToFormValues({ ...saved, condition: null }))).toEqual({
      condition: "Veuillez indiquer l'état de l'article",
    });
  });
});

describe('inchesHint', () => {
  it('gives inches to one decimal with a French comma, only for a valid length', () => {
    expect(inchesHint('30')).toBe('soit 11,8 pouces');
    expect(inchesHint('')).toBeNull();
    expect(inchesHint('0')).toBeNull();
    expect(inchesHint('abc')).toBeNull();
  });
});
