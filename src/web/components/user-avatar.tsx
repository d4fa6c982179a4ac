import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

type UserAvatarProps = { name: string; url: string | null; className?: string };

/** A person's photo, or their initials; decorative, since the name is always written next to it. */
export function UserAvatar({ name, url, className }: UserAvatarProps) {
  return (
    <Avatar className={className}>
      {url ? <AvatarImage src={url} alt="" loading="lazy" /> : null}
      <AvatarFallback aria-hidden="true">{initials(name)}</AvatarFallback>
    </Avatar>
  );
}
