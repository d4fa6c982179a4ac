import { expect, it } from 'vitest';
import { matchPageRoute } from './page-routes';

it('matches the screens as the browser router does, and nothing else', () => {
  expect(matchPageRoute('/')).toEqual({ route: '/', params: {} });
  expect(matchPageRoute('/Marketplace/')).toEqual({ route: '/marketplace', params: {} });
  expect(matchPageRoute('/product/abc')).toEqual({ route: '/product/:id', params: { id: 'abc' } });
  expect(matchPageRoute('/messages/new')?.route).toBe('/messages/new');
  expect(matchPageRoute('/messages/42')).toEqual({ route: '/messages/:id', params: { id: '42' } });
  expect(matchPageRoute('/seller/s%C3%A9/reviews')).toEqual({
    route: '/seller/:sellerId/reviews',
    params: { sellerId: 'sé' },
  });
  for (const unknown of ['/produits', '/product', '/product/1/2', '/seller//reviews', '/product/%E0%A4%A'])
    expect(matchPageRoute(unknown)).toBeNull();
});
