import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { enrolFactorSchema } from './account/two-factor.schemas';
import { signInSchema, signUpSchema } from './auth/auth.schemas';
import { createProductSchema, updateProductSchema } from './catalogue/product.schemas';
import { reportSchema } from './catalogue/report.schemas';
import { shopQuerySchema } from './catalogue/shop-query.schemas';
import {
  adminSetStatusSchema,
  checkoutSchema,
  markSentSchema,
  pickupPointSchema,
  switchToHomeSchema,
} from './orders/checkout.schemas';
import { addressQuerySchema, rejectPaymentSchema } from './orders/order-view.schemas';
import { recordPayoutSchema } from './orders/payout.schemas';
import { payoutDetailsSchema } from './profile/payout-details.schemas';
import { profileFormSchema, profilePatchSchema } from './profile/profile.schemas';
import { returnRequestSchema } from './returns/return.schemas';
import { reviewSchema } from './reviews/review.schemas';
import { invalidTextMessage, isValidText } from './text';

const id = '4d1f3c2a-8b7e-4f6a-9c5d-2e1b0a9f8e7d';
const address = { address: '12 rue de la Paix, Paris', country: 'France' };
const product = {
  title: 'Perruque',
  description: 'Belle',
  priceCents: 4999,
  category: 'Perruques',
  condition: 'new_unworn',
  imageIds: [id],
};

/** Every request schema of src/shared with a valid request and its text fields (passwords and codes aside). */
const requests: [string, z.ZodType, Record<string, unknown>, string[]][] = [
  ['sign-in', signInSchema, { email: 'awa@example.fr', password: 'x' }, ['email']],
  [
    'sign-up',
    signUpSchema,
    {
      name: 'Awa',
      email: 'awa@example.fr',
      password: 'secret1',
      referralCode: 'AB12',
      confirmAdult: true,
      acceptTerms: true,
    },
    ['name', 'email', 'referralCode'],
  ],
  ['2FA enrolment', enrolFactorSchema, { password: 'x', friendlyName: 'Téléphone' }, ['friendlyName']],
  [
    'checkout',
    checkoutSchema,
    { productId: id, deliveryType: 'home', paymentMethod: 'paypal', ...address },
    ['address', 'country'],
  ],
  ['pickup point', pickupPointSchema, { pickupLocation: 'Gare du Nord' }, ['pickupLocation']],
  ['switch to home', switchToHomeSchema, address, ['address', 'country']],
  ['mark sent', markSentSchema, { trackingNumber: 'LA123' }, ['trackingNumber']],
  ['admin status', adminSetStatusSchema, { status: 'cancelled', reason: 'Doublon' }, ['reason']],
  ['payment rejection', rejectPaymentSchema, { note: 'Illisible' }, ['note']],
  ['address search', addressQuerySchema, { q: 'rue de' }, ['q']],
  ['payout', recordPayoutSchema, { sellerId: id, amountCents: 100, method: 'iban', reference: 'VIR-1' }, ['reference']],
  [
    'profile',
    profileFormSchema,
    { fullName: 'Awa Diallo' },
    ['fullName', 'bio', 'phone', 'address', 'city', 'country', 'username'],
  ],
  ['profile patch', profilePatchSchema, {}, ['fullName', 'bio', 'phone', 'address', 'city', 'country', 'username']],
  [
    'payout details',
    payoutDetailsSchema,
    { password: 'mot-de-passe' },
    ['paymentMethod', 'paypalEmail', 'ibanHolderName', 'ibanNumber', 'mobileMoneyName', 'mobileMoneyNumber'],
  ],
  ['review', reviewSchema, { rating: 5, comment: 'Très bien' }, ['comment']],
  ['report', reportSchema, { reason: 'spam', description: 'Faux' }, ['description']],
  [
    'return',
    returnRequestSchema,
    { reason: 'damaged', description: 'Abîmée', paymentMethod: 'paypal', paypalEmail: 'awa@example.com' },
    ['description', 'paypalEmail', 'ibanHolderName', 'ibanNumber', 'mobileMoneyName', 'mobileMoneyNumber'],
  ],
  ['new product', createProductSchema, product, ['title', 'description', 'colorCode']],
  ['product edit', updateProductSchema, product, ['title', 'description', 'colorCode']],
];

const anyText = fc.string({ unit: 'grapheme' });
/** What PostgreSQL cannot store as text: NUL, or half of a surrogate pair. */
const invalidCharacter = fc.oneof(
  fc.constant('\0'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
);
const textWithInvalidCharacter = fc
  .tuple(anyText, invalidCharacter, anyText)
  .map(([before, invalid, after]) => before + invalid + after);

describe('text in every request schema', () => {
  it.each(requests)('%s: the valid request passes', (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(requests)(
    '%s: NUL or a lone surrogate in any text field is refused, in French',
    (_name, schema, valid, fields) => {
      fc.assert(
        fc.property(fc.constantFrom(...fields), textWithInvalidCharacter, (field, value) => {
          const result = schema.safeParse({ ...valid, [field]: value });
          expect(result.error?.issues).toContainEqual(
            expect.objectContaining({ path: [field], message: invalidTextMessage }),
          );
        }),
      );
    },
  );

  it('the shop drops a search or a cursor it could not run, as it drops any malformed filter', () => {
    fc.assert(
      fc.property(textWithInvalidCharacter, (value) => {
        expect(shopQuerySchema.parse({ q: value, cursor: value })).toMatchObject({ q: undefined, cursor: undefined });
      }),
    );
  });
});

describe('isValidText', () => {
  it('accepts any well-formed text without NUL, emoji and accents included', () => {
    fc.assert(fc.property(anyText, (value) => isValidText(value) === !value.includes('\0')));
    expect(isValidText('Boucles 😀 très jolies')).toBe(true);
  });
});
