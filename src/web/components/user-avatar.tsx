import { useState } from 'react';
import { avatarSources } from '@shared/profile/avatar-sources';
import { cn } from '@web/lib/utils';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

type UserAvatarProps = {
  name: string;
  url: string | null;
  /** The CSS pixels it is shown at (its class's size): picks the rendition, reserves the room. */
  size?: number;
  className?: string;
  loading?: 'lazy' | 'eager';
};

/**
 * A person's photo over their initials; decorative, since the name is always written next to it.
 * A plain <img> rather than Radix's AvatarImage, which preloads `src` alone and would fetch a
 * second rendition whenever `srcset` picks another one.
 */
export function UserAvatar({ name, url, size = 36, className, loading = 'lazy' }: UserAvatarProps) {
  return (
    <span data-slot="avatar" className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}>
      <span
        aria-hidden="true"
        className="flex size-full items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
      >
        {initials(name)}
      </span>
      {url ? <AvatarPhoto key={url} url={url} size={size} loading={loading} /> : null}
    </span>
  );
}

function AvatarPhoto({ url, size, loading }: { url: string; size: number; loading: 'lazy' | 'eager' }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      {...avatarSources(url, size)}
      width={size}
      height={size}
      alt=""
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className="absolute inset-0 size-full object-cover"
    />
  );
}
