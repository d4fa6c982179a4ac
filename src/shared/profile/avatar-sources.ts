// An avatar is stored in three square WebP renditions whose names differ only by their width
// (`avatar-…-400.webp`, `-128.webp`, `-64.webp`, decision 031): the stored URL names the largest,
// and the smaller ones are found beside it. No zod here: the shop's first screen imports it.

/** Widths of every stored avatar, smallest first: 1x and 2x of a 64 px avatar, and a large one. */
export const AVATAR_WIDTHS = [64, 128, 400] as const;
export type AvatarWidth = (typeof AVATAR_WIDTHS)[number];

export const AVATAR_LARGEST: AvatarWidth = 400;

const LARGEST_SUFFIX = `-${AVATAR_LARGEST}.webp`;

/** Whether this URL names a set of renditions (avatars stored before decision 031 do not). */
export function hasAvatarRenditions(url: string): boolean {
  return url.endsWith(LARGEST_SUFFIX);
}

/** The URL of one rendition of an avatar set; an avatar without renditions is its own only URL. */
export function avatarRenditionUrl(url: string, width: AvatarWidth): string {
  if (!hasAvatarRenditions(url)) return url;
  return `${url.slice(0, -LARGEST_SUFFIX.length)}-${width}.webp`;
}

export type AvatarSources = { src: string; srcSet?: string; sizes?: string };

/** What an <img> of `displayPx` CSS pixels needs: the browser picks the smallest sharp rendition. */
export function avatarSources(url: string, displayPx: number): AvatarSources {
  if (!hasAvatarRenditions(url)) return { src: url };
  const fallback = AVATAR_WIDTHS.find((width) => width >= displayPx) ?? AVATAR_LARGEST;
  return {
    src: avatarRenditionUrl(url, fallback),
    srcSet: AVATAR_WIDTHS.map((width) => `${avatarRenditionUrl(url, width)} ${width}w`).join(', '),
    sizes: `${displayPx}px`,
  };
}
