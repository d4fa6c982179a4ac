import { describe, expect, it } from 'vitest';
import { messageSegments } from './message-links';

const origin = 'https://boucles.example';

describe('links in a message', () => {
  it('makes a link of an address on our own site, as a path inside the app', () => {
    expect(messageSegments('Regardez https://boucles.example/product/abc?x=1.', origin)).toEqual([
      { kind: 'text', text: 'Regardez ' },
      { kind: 'link', text: 'https://boucles.example/product/abc?x=1', href: '/product/abc?x=1' },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each([
    'Payez ici https://paiement-securise.example/boucles',
    'https://boucles.example.evil.test/product/1',
    'www.autre-site.example',
    'http://boucles.example/product/1',
  ])('leaves %j as plain text', (body) => {
    expect(messageSegments(body, origin)).toEqual([{ kind: 'text', text: body }]);
  });
});
