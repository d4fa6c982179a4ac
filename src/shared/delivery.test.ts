import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deliveryCostCents,
  DELIVERY_COST_EUROPE_CENTS,
  DELIVERY_COST_PICKUP_CENTS,
  DELIVERY_COST_WORLD_CENTS,
  EUROPEAN_COUNTRIES,
  isEuropeanCountry,
  normalizeCountry,
  orderTotals,
} from './delivery';

const stripAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

/** Every way the list lets a country be written. */
const europeanNames = EUROPEAN_COUNTRIES.flatMap((c) => [c.iso, c.fr, c.en, ...(c.aliases ?? [])]);

describe('EUROPEAN_COUNTRIES', () => {
  it('holds the 31 countries of spec §9, once each', () => {
    expect(EUROPEAN_COUNTRIES).toHaveLength(31);
    expect(new Set(EUROPEAN_COUNTRIES.map((c) => c.iso)).size).toBe(31);
  });

  it('never gives two countries the same written name', () => {
    const owner = new Map<string, string>();
    for (const c of EUROPEAN_COUNTRIES) {
      for (const name of [c.iso, c.fr, c.en, ...(c.aliases ?? [])]) {
        const key = normalizeCountry(name);
        expect(owner.get(key) ?? c.iso, key).toBe(c.iso);
        owner.set(key, c.iso);
      }
    }
  });

  it('uses the French names people write', () => {
    const fr = EUROPEAN_COUNTRIES.map((c) => c.fr);
    expect(fr).toEqual(
      expect.arrayContaining(['France', 'Allemagne', 'Pays-Bas', 'Royaume-Uni', 'République tchèque']),
    );
  });
});

describe('normalizeCountry', () => {
  it.each([
    ['  République   Tchèque ', 'republique tcheque'],
    ['Pays-Bas', 'pays bas'],
    ["Côte d'Ivoire", 'cote d ivoire'],
    ['Côte d’Ivoire', 'cote d ivoire'],
    ['U.K.', 'uk'],
    ['ÉIRE', 'eire'],
    ['Royaume - Uni', 'royaume uni'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeCountry(raw)).toBe(expected);
  });
});

describe('isEuropeanCountry', () => {
  it.each([null, undefined, '', '   '])('does not know %j', (raw) => {
    expect(isEuropeanCountry(raw)).toBeNull();
  });

  it.each(['France', 'fr', 'Tchéquie', 'Czechia', 'UK', 'Great Britain', 'Holland', 'Grande-Bretagne'])(
    'finds %j',
    (raw) => {
      expect(isEuropeanCountry(raw)).toBe(true);
    },
  );

  it.each(['Cameroun', 'Canada', 'Serbie', 'Franc', 'Frances'])('rejects %j', (raw) => {
    expect(isEuropeanCountry(raw)).toBe(false);
  });
});

describe('deliveryCostCents', () => {
  it('charges 6,99 € to any listed country, whatever the case, accents, spacing or language', () => {
    const written = fc
      .tuple(
        fc.constantFrom(...europeanNames),
        fc.constantFrom('lower', 'upper', 'as-is', 'random'),
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        fc.constantFrom('', ' ', '  ', '\t'),
      )
      .map(([name, casing, strip, flips, pad]) => {
        let s = strip ? stripAccents(name) : name;
        if (casing === 'lower') s = s.toLowerCase();
        if (casing === 'upper') s = s.toUpperCase();
        if (casing === 'random') s = [...s].map((ch, i) => (flips[i] ? ch.toUpperCase() : ch.toLowerCase())).join('');
        return `${pad}${s}${pad}`;
      });
    fc.assert(
      fc.property(written, (country) => {
        expect(deliveryCostCents('home', country)).toBe(DELIVERY_COST_EUROPE_CENTS);
      }),
    );
  });

  it('charges 12,99 € elsewhere', () => {
    const elsewhere = fc.constantFrom(
      'Cameroun',
      'Sénégal',
      "Côte d'Ivoire",
      "côte d'ivoire",
      'Canada',
      'États-Unis',
      'Congo',
      'République démocratique du Congo',
      'Gabon',
      'Maroc',
      'Algérie',
      'Haïti',
      'Martinique',
      'Brésil',
      'Chine',
      'Serbie', // geographically European, but not in the fixed list of 31
    );
    fc.assert(
      fc.property(elsewhere, (country) => {
        expect(deliveryCostCents('home', country)).toBe(DELIVERY_COST_WORLD_CENTS);
      }),
    );
  });

  it.each([null, undefined, '', '  '])('charges the European rate when the country is unknown (%j)', (country) => {
    expect(deliveryCostCents('home', country)).toBe(DELIVERY_COST_EUROPE_CENTS);
  });

  it('makes pickup free wherever the buyer is', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (country) => {
        expect(deliveryCostCents('pickup', country)).toBe(DELIVERY_COST_PICKUP_CENTS);
      }),
    );
  });

  it('only ever charges one of the two home rates', () => {
    fc.assert(
      fc.property(fc.string(), (country) => {
        const expected = isEuropeanCountry(country) === false ? DELIVERY_COST_WORLD_CENTS : DELIVERY_COST_EUROPE_CENTS;
        expect(deliveryCostCents('home', country)).toBe(expected);
      }),
    );
  });
});

describe('orderTotals', () => {
  it('adds delivery to the price and takes commission on the price only', () => {
    expect(orderTotals(10000, 'home', 'Cameroun')).toEqual({
      priceCents: 10000,
      deliveryCostCents: 1299,
      totalCents: 11299,
      commissionCents: 500,
      sellerAmountCents: 9500,
    });
    expect(orderTotals(1299, 'pickup', 'Cameroun').totalCents).toBe(1299);
    expect(orderTotals(1299, 'home', 'Belgique').totalCents).toBe(1998);
  });

  it('always balances', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('home' as const, 'pickup' as const),
        fc.option(fc.string()),
        (price, type, country) => {
          const t = orderTotals(price, type, country);
          expect(t.totalCents).toBe(t.priceCents + t.deliveryCostCents);
          expect(t.commissionCents + t.sellerAmountCents).toBe(t.priceCents);
        },
      ),
    );
  });
});
