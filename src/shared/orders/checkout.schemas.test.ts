import { describe, expect, it } from 'vitest';
import { fileRuleError } from '../file-rules';
import {
  adminSetStatusSchema,
  checkoutSchema,
  markSentSchema,
  paymentProofRules,
  pickupPointSchema,
  switchToHomeSchema,
} from './checkout.schemas';
import { paymentMethodLabels } from './payment-methods';

const productId = '5f0c6c1e-8a7b-4c2d-9e3f-1a2b3c4d5e6f';
const home = { productId, deliveryType: 'home', address: '12 rue de la Paix, 75002 Paris', paymentMethod: 'paypal' };

function firstMessage(
  schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  return schema.safeParse(input).error?.issues[0]?.message;
}

describe('checkoutSchema', () => {
  it('labels the payment methods', () => {
    expect(paymentMethodLabels).toEqual({
      bank_transfer: 'Virement bancaire',
      paypal: 'PayPal',
      mtn_mobile: 'MTN Mobile Money',
    });
  });

  it('accepts a home delivery and trims the address', () => {
    const data = checkoutSchema.parse({ ...home, address: '  12 rue de la Paix, Paris ', country: ' France ' });
    expect(data).toEqual({ ...home, address: '12 rue de la Paix, Paris', country: 'France' });
  });

  it('needs no address for pickup and drops one that was sent', () => {
    const data = checkoutSchema.parse({ ...home, deliveryType: 'pickup', address: "l'adresse", country: 'Canada' });
    expect(data).toMatchObject({ deliveryType: 'pickup', address: null, country: null });
  });

  it.each([undefined, null, '', '    '])('asks for an address for home delivery (%j)', (address) => {
    expect(firstMessage(checkoutSchema, { ...home, address })).toBe('Veuillez entrer une adresse de livraison');
  });

  it('takes addresses of 10 to 500 characters', () => {
    expect(checkoutSchema.safeParse({ ...home, address: 'a'.repeat(10) }).success).toBe(true);
    expect(checkoutSchema.safeParse({ ...home, address: 'a'.repeat(500) }).success).toBe(true);
    expect(firstMessage(checkoutSchema, { ...home, address: 'a'.repeat(9) })).toBe(
      "L'adresse doit contenir au moins 10 caractères",
    );
    expect(firstMessage(checkoutSchema, { ...home, address: 'a'.repeat(501) })).toBe(
      "L'adresse est trop longue (max 500 caractères)",
    );
  });

  // Apostrophes (both kinds), the slash and '°' too: French addresses need them (decisions.md).
  it.each([
    '3 allée des Sœurs-Âgées, Besançon',
    'Straße 5. Köln, Deutschland',
    '12 impasse Noël\n69001 Lyon',
    "12 rue de l'Église, 75004 Paris",
    '12 rue de l’Église, 75004 Paris',
    '4/6 allée des Tilleuls, Lyon',
    'N° 4 rue du 4 Septembre, Paris',
  ])('accepts the address %j', (address) => {
    expect(checkoutSchema.safeParse({ ...home, address }).success).toBe(true);
  });

  it.each(['<script>alert</script>', '12 rue Foch; DROP TABLE orders', '5 rue "des Lilas" Paris', 'rue {x} 75000'])(
    'refuses the address %j',
    (address) => {
      expect(firstMessage(checkoutSchema, { ...home, address })).toBe("L'adresse contient des caractères invalides");
    },
  );

  it.each([undefined, '', 'cash'])('asks for a payment method (%j)', (paymentMethod) => {
    expect(firstMessage(checkoutSchema, { ...home, paymentMethod })).toBe('Veuillez sélectionner un mode de paiement');
  });

  it('reports the address and the payment method together', () => {
    const issues = checkoutSchema.safeParse({ ...home, address: '', paymentMethod: undefined }).error?.issues;
    expect(issues?.map((i) => i.message).sort()).toEqual(
      ['Veuillez entrer une adresse de livraison', 'Veuillez sélectionner un mode de paiement'].sort(),
    );
  });

  it('refuses an unknown product or delivery type', () => {
    expect(checkoutSchema.safeParse({ ...home, productId: '42' }).success).toBe(false);
    expect(firstMessage(checkoutSchema, { ...home, deliveryType: 'drone' })).toBe(
      'Veuillez choisir un mode de livraison',
    );
  });

  it('keeps a country of up to 100 characters, blank meaning unknown', () => {
    expect(checkoutSchema.parse({ ...home, country: '  ' }).country).toBeNull();
    expect(checkoutSchema.safeParse({ ...home, country: 'a'.repeat(100) }).success).toBe(true);
    expect(firstMessage(checkoutSchema, { ...home, country: 'a'.repeat(101) })).toBe(
      'Le pays est trop long (max 100 caractères)',
    );
  });
});

describe('order dialogs', () => {
  it.each([undefined, '', '   '])('pickup point is required (%j)', (pickupLocation) => {
    expect(firstMessage(pickupPointSchema, { pickupLocation })).toBe('Veuillez entrer un point de récupération');
  });

  it('pickup point is trimmed and at most 300 characters', () => {
    expect(pickupPointSchema.parse({ pickupLocation: ' Relais Gare du Nord ' })).toEqual({
      pickupLocation: 'Relais Gare du Nord',
    });
    expect(pickupPointSchema.safeParse({ pickupLocation: 'a'.repeat(300) }).success).toBe(true);
    expect(firstMessage(pickupPointSchema, { pickupLocation: 'a'.repeat(301) })).toBe(
      'Le point de récupération est trop long (max 300 caractères)',
    );
  });

  it('switching to home delivery needs an address', () => {
    expect(firstMessage(switchToHomeSchema, { address: '' })).toBe('Veuillez entrer une adresse de livraison');
    expect(switchToHomeSchema.parse({ address: '5 rue Victor Hugo, Lille', country: '' })).toEqual({
      address: '5 rue Victor Hugo, Lille',
      country: null,
    });
  });

  it('tracking number is optional, at most 100 characters', () => {
    expect(markSentSchema.parse({})).toEqual({ trackingNumber: null });
    expect(markSentSchema.parse({ trackingNumber: ' 6A123 ' })).toEqual({ trackingNumber: '6A123' });
    expect(markSentSchema.safeParse({ trackingNumber: 'a'.repeat(100) }).success).toBe(true);
    expect(firstMessage(markSentSchema, { trackingNumber: 'a'.repeat(101) })).toBe(
      'Le numéro de suivi est trop long (max 100 caractères)',
    );
  });

  it('the admin must give a known status and a reason', () => {
    expect(adminSetStatusSchema.parse({ status: 'cancelled', reason: ' Fraude ' })).toEqual({
      status: 'cancelled',
      reason: 'Fraude',
    });
    expect(firstMessage(adminSetStatusSchema, { status: 'cancelled', reason: '  ' })).toBe(
      'Veuillez indiquer une raison',
    );
    expect(firstMessage(adminSetStatusSchema, { status: 'cancelled' })).toBe('Veuillez indiquer une raison');
    expect(adminSetStatusSchema.safeParse({ status: 'lost', reason: 'x' }).success).toBe(false);
    expect(firstMessage(adminSetStatusSchema, { status: 'cancelled', reason: 'a'.repeat(501) })).toBe(
      'La raison est trop longue (max 500 caractères)',
    );
  });
});

describe('paymentProofRules', () => {
  const MB = 1024 * 1024;

  it.each(['image/jpeg', 'image/png', 'application/pdf'])('accepts %s up to 5 MB', (type) => {
    expect(fileRuleError({ type, size: 5 * MB }, paymentProofRules)).toBeNull();
  });

  it('uses the spec texts', () => {
    expect(fileRuleError(null, paymentProofRules)).toBe('Veuillez sélectionner un fichier');
    expect(fileRuleError({ type: 'image/webp', size: 10 }, paymentProofRules)).toBe(
      'Seuls les fichiers JPG, PNG et PDF sont autorisés',
    );
    expect(fileRuleError({ type: 'application/pdf', size: 5 * MB + 1 }, paymentProofRules)).toBe(
      'La taille du fichier doit être inférieure à 5 Mo',
    );
  });
});
