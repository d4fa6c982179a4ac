import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageSegments } from './message-links';

const origin = 'https://boucles.example';

const links = (body: string) => messageSegments(body, origin).filter((segment) => segment.kind === 'link');

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

  // Our origin on the surface, another site once the browser follows the path.
  it.each([
    'https://boucles.example//evil.example/paiement',
    'https://boucles.example/\\evil.example/paiement',
    'https://boucles.example\\\\evil.example/paiement',
    'https://boucles.example/\\\\evil.example/paiement',
    'https://boucles.example/./\\evil.example',
    'https://boucles.example/..//evil.example',
    'HTTPS://Boucles.Example//Evil.Example/Paiement',
    'https://boucles.example@evil.example/paiement',
    'https:evil.example/paiement',
    'https:boucles.example//evil.example',
  ])('leaves %j as plain text, as any other site', (body) => {
    expect(messageSegments(`Payez ici ${body}`, origin)).toEqual([{ kind: 'text', text: `Payez ici ${body}` }]);
  });

  it('cuts an address at a tab or a line break, keeping only the part on our site', () => {
    for (const space of ['\t', '\n', '\r\n']) {
      expect(links(`https://boucles.example/${space}/evil.example`)).toEqual([
        { kind: 'link', text: 'https://boucles.example/', href: '/' },
      ]);
    }
  });

  it('never makes a link that a browser would follow off our site', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '//',
      '\\\\',
      '.',
      '..',
      '@',
      ':',
      '%2F',
      '\t',
      '\n',
      'evil.example',
      'p',
      '?',
      '#',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(origin, 'HTTPS://BOUCLES.EXAMPLE', 'www.boucles.example'),
        fc.array(piece),
        (start, rest) => {
          for (const link of links(`${start}${rest.join('')}`)) {
            expect(link.href.startsWith('/')).toBe(true);
            expect(new URL(link.href, origin).origin).toBe(origin);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
