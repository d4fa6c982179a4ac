import { describe, expect, it } from 'vitest';
import { avatarRenditionUrl, avatarSources } from './avatar-sources';

const set = '/media/public/avatars/u1/avatar-1700000000000-ab12cd34-400.webp';

describe('avatar sources', () => {
  it('names each rendition beside the largest', () => {
    expect(avatarRenditionUrl(set, 64)).toBe('/media/public/avatars/u1/avatar-1700000000000-ab12cd34-64.webp');
    expect(avatarRenditionUrl(set, 128)).toBe('/media/public/avatars/u1/avatar-1700000000000-ab12cd34-128.webp');
    expect(avatarRenditionUrl(set, 400)).toBe(set);
  });

  it('gives a 40 px avatar the 64 px file, and the browser the 128 px one for a 2x screen', () => {
    expect(avatarSources(set, 40)).toEqual({
      src: '/media/public/avatars/u1/avatar-1700000000000-ab12cd34-64.webp',
      srcSet:
        '/media/public/avatars/u1/avatar-1700000000000-ab12cd34-64.webp 64w, ' +
        '/media/public/avatars/u1/avatar-1700000000000-ab12cd34-128.webp 128w, ' +
        `${set} 400w`,
      sizes: '40px',
    });
    expect(avatarSources(set, 96).src).toBe('/media/public/avatars/u1/avatar-1700000000000-ab12cd34-128.webp');
  });

  it('keeps an avatar stored before its renditions existed as its only source', () => {
    const old = '/media/public/avatars/u1/avatar-1700000000000-ab12cd34.webp';
    expect(avatarSources(old, 40)).toEqual({ src: old });
    expect(avatarRenditionUrl(old, 64)).toBe(old);
  });
});
