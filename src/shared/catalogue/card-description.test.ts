import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOP_CARD_DESCRIPTION_MAX, cardDescription } from './card-description';

describe('card description', () => {
  it('keeps a short description whole, with its spaces tidied', () => {
    expect(cardDescription('Perruque  lace frontale,\nlivrée   avec son bonnet.')).toBe(
      'Perruque lace frontale, livrée avec son bonnet.',
    );
  });

  it('cuts a long one after a whole word and adds an ellipsis', () => {
    // 28 characters a sentence: the 160th falls inside the sixth "brésiliens".
    const long = 'Cheveux vierges brésiliens, '.repeat(10);
    expect(cardDescription(long)).toBe(`${'Cheveux vierges brésiliens, '.repeat(5)}Cheveux vierges…`);
  });

  it('never exceeds the limit plus the ellipsis, and is always the start of the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const tidy = text.replace(/\s+/g, ' ').trim();
        const cut = cardDescription(text);
        expect(cut.length).toBeLessThanOrEqual(SHOP_CARD_DESCRIPTION_MAX + 1);
        expect(tidy.startsWith(cut.replace(/…$/, ''))).toBe(true);
      }),
    );
  });
});
