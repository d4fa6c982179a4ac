import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

describe('Slot', () => {
  it('draws a button-styled link as the link itself, with both class lists', () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline">
        <a href="/marketplace" className="flex-1">
          Explorer la boutique
        </a>
      </Button>,
    );
    expect(html).toMatch(/^<a [^>]*href="\/marketplace"/);
    expect(html).toContain('data-slot="button"');
    expect(html).toMatch(/class="inline-flex [^"]*border-border[^"]* flex-1"/);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('type=');
  });

  it("lets the child's own props win, runs both handlers (the child's first) and merges styles", () => {
    const calls: string[] = [];
    const element = Slot({
      id: 'slot',
      title: 'slot',
      style: { color: 'red', margin: 0 },
      onClick: () => calls.push('slot'),
      children: <a title="lien" style={{ color: 'blue' }} onClick={() => calls.push('child')} />,
    }) as React.ReactElement<React.ComponentProps<'a'>>;
    expect(element.props.id).toBe('slot');
    expect(element.props.title).toBe('lien');
    expect(element.props.style).toEqual({ color: 'blue', margin: 0 });
    element.props.onClick?.({} as never);
    expect(calls).toEqual(['child', 'slot']);
  });

  it('sets both refs', () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    const element = Slot({ ref: slotRef, children: <a ref={childRef} /> }) as React.ReactElement<{
      ref: (node: unknown) => void;
    }>;
    const node = { tagName: 'A' };
    element.props.ref(node);
    expect(slotRef.current).toBe(node);
    expect(childRef).toHaveBeenCalledWith(node);
  });
});
