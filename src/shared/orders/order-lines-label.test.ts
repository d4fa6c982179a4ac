import { describe, expect, it } from 'vitest';
import { orderItemsName, shortTitle } from './order-lines-label';

describe('naming an order by its lines', () => {
  it('keeps a one-line order’s title whole, however long', () => {
    expect(orderItemsName(['Perruque lace frontal 20 pouces naturelle'])).toBe(
      'Perruque lace frontal 20 pouces naturelle',
    );
  });

  it('names a lot by its count and its shortened titles', () => {
    expect(orderItemsName(['Perruque lace frontal 20 pouces', 'Colle Bold Hold 40 ml', 'Bonnet en satin'])).toBe(
      'Lot de 3 articles (Perruque lace frontal…, Colle Bold Hold 40 ml, Bonnet en satin)',
    );
  });

  it('names three titles of a bigger lot, then an ellipsis', () => {
    expect(orderItemsName(['A', 'B', 'C', 'D', 'E'])).toBe('Lot de 5 articles (A, B, C, …)');
  });

  it('cuts a title without a space at the limit', () => {
    expect(shortTitle('x'.repeat(40))).toBe(`${'x'.repeat(24)}…`);
  });
});
