import { describe, expect, it } from 'vitest';
import { deliveryAddressSchema } from '../orders/checkout.schemas';
import { deliveryAddressFromProfile } from './profile-address';

const parts = { address: "12 rue de l'Église", postalCode: '75004', city: 'Paris', country: 'France' };

describe('deliveryAddressFromProfile', () => {
  it('joins street, postcode and city into an address checkout accepts', () => {
    const line = deliveryAddressFromProfile(parts);
    expect(line).toEqual({ address: "12 rue de l'Église, 75004 Paris", country: 'France' });
    expect(deliveryAddressSchema.safeParse(line.address).success).toBe(true);
  });

  it('never pre-fills the city alone', () => {
    expect(deliveryAddressFromProfile({ ...parts, address: '  ' })).toEqual({ address: '', country: 'France' });
  });

  it('keeps a street that already carries its city, and works without a postcode', () => {
    expect(deliveryAddressFromProfile({ ...parts, address: '4 allée des Pins 75004 PARIS' }).address).toBe(
      '4 allée des Pins 75004 PARIS',
    );
    expect(deliveryAddressFromProfile({ ...parts, postalCode: null }).address).toBe("12 rue de l'Église, Paris");
    expect(deliveryAddressFromProfile({ ...parts, postalCode: null, city: null, country: null })).toEqual({
      address: "12 rue de l'Église",
      country: '',
    });
  });
});
