import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

const url = '/media/public/avatars/u1/avatar-1700000000000-ab12cd34-400.webp';

describe('UserAvatar', () => {
  it('shows the small renditions with srcset, at its size, with room reserved', () => {
    const html = renderToStaticMarkup(<UserAvatar name="Awa Diop" url={url} size={40} className="size-10" />);
    expect(html).toContain('src="/media/public/avatars/u1/avatar-1700000000000-ab12cd34-64.webp"');
    expect(html).toContain('-64.webp 64w, /media/public/avatars/u1/avatar-1700000000000-ab12cd34-128.webp 128w');
    expect(html).toContain('sizes="40px"');
    expect(html).toContain('width="40"');
    expect(html).toContain('height="40"');
    expect(html).toContain('loading="lazy"');
  });

  it('shows the initials alone when there is no photo', () => {
    const html = renderToStaticMarkup(<UserAvatar name="Awa Diop" url={null} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('AD');
  });
});
