import type { ReactNode } from 'react';
import type { OwnProfile } from '@shared/profile/own-profile.schemas';
import { AvatarPicker } from './avatar-picker';

type ProfileCardProps = {
  profile: OwnProfile;
  /** The verified badge and the rating, as the shop shows them: composed by the route. */
  verifiedBadge: ReactNode;
  rating: ReactNode;
};

/** What others see of the person (spec §2 Profile edit: public info card). */
export function ProfileCard({ profile, verifiedBadge, rating }: ProfileCardProps) {
  const displayName = profile.username ?? profile.fullName;
  return (
    <section
      aria-labelledby="profile-public-name"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-start"
    >
      <AvatarPicker name={displayName} url={profile.avatarUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="profile-public-name" className="font-display text-2xl leading-tight font-semibold wrap-anywhere">
            {displayName}
          </h2>
          {verifiedBadge}
        </div>
        {profile.username ? <p className="text-sm text-muted-foreground">@{profile.username}</p> : null}
        {rating}
        {profile.bio ? <p className="leading-relaxed whitespace-pre-line">{profile.bio}</p> : null}
      </div>
    </section>
  );
}
