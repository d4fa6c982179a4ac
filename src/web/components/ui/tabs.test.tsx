import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger, tabAfterKey } from './tabs';

const drawn = (value: string) =>
  renderToStaticMarkup(
    <Tabs value={value} onValueChange={() => undefined}>
      <TabsList aria-label="Commandes">
        <TabsTrigger value="buyer">Achats (2)</TabsTrigger>
        <TabsTrigger value="seller">Ventes (1)</TabsTrigger>
      </TabsList>
      <TabsContent value="buyer">Mes achats</TabsContent>
      <TabsContent value="seller">Mes ventes</TabsContent>
    </Tabs>,
  );

describe('Tabs', () => {
  it('draws a tab list whose chosen tab alone is in the Tab order and shows its panel', () => {
    const html = drawn('seller');
    expect(html).toMatch(/<div role="tablist" aria-orientation="horizontal" [^>]*aria-label="Commandes"/);
    const tabs = [...html.matchAll(/<button ([^>]*)>([^<]*)<\/button>/g)].map(([, attributes, name]) => ({
      name,
      selected: /aria-selected="true"/.test(attributes ?? ''),
      tabIndex: /tabindex="(-?\d)"/i.exec(attributes ?? '')?.[1],
      state: /data-state="(\w+)"/.exec(attributes ?? '')?.[1],
    }));
    expect(tabs).toEqual([
      { name: 'Achats (2)', selected: false, tabIndex: '-1', state: 'inactive' },
      { name: 'Ventes (1)', selected: true, tabIndex: '0', state: 'active' },
    ]);
    expect(html).toContain('Mes ventes');
    expect(html).not.toContain('Mes achats');
  });

  it('names the panel by its tab, and the tab says which panel it controls', () => {
    const html = drawn('buyer');
    const tab = /<button [^>]*id="([^"]+)"[^>]*aria-controls="([^"]+)"[^>]*>Achats/.exec(html);
    const panel = /<div role="tabpanel" id="([^"]+)" aria-labelledby="([^"]+)"/.exec(html);
    expect(tab?.[2]).toBe(panel?.[1]);
    expect(panel?.[2]).toBe(tab?.[1]);
  });

  it('moves along the tabs with the arrows, looping, and to the ends with Home and End', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
    expect(tabAfterKey('Enter', 1, 3)).toBeNull();
    expect(tabAfterKey('ArrowDown', 1, 3)).toBeNull();
  });
});
