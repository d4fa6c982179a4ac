import { describe, expect, it } from 'vitest';
import { catalogueDataUrl } from './page-data';

const dataUrl = (url: string) => {
  const [pathname = '/', search = ''] = url.split('?', 2);
  return catalogueDataUrl(pathname, new URLSearchParams(search));
};

describe('the API answer a catalogue page preloads', () => {
  it("is the shop's first page, as the app asks for it, on the home and the shop", () => {
    expect(dataUrl('/')).toBe('/api/products');
    expect(dataUrl('/marketplace')).toBe('/api/products');
    // The app's canonical order and defaults: the same URL whatever the link's order.
    expect(dataUrl('/marketplace?sort=price_asc&category=Perruques&priceMin=0')).toBe(
      '/api/products?category=Perruques&sort=price_asc',
    );
  });

  it("drops what the shop's URL rules drop", () => {
    expect(dataUrl('/marketplace?category=Inconnue&cursor=x&limit=99')).toBe('/api/products');
  });

  it("is the product's answer on its page, and nothing elsewhere", () => {
    const id = '0b6f4f3e-8d1a-4c55-9f0e-2f4b5f6a7b8c';
    expect(dataUrl(`/product/${id}`)).toBe(`/api/products/${id}`);
    expect(dataUrl('/product/pas-un-id')).toBeNull();
    expect(dataUrl('/orders')).toBeNull();
  });
});
