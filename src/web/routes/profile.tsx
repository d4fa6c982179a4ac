import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { profileMessages } from '@shared/profile/profile.schemas';
import { NextPageButton } from '@web/components/show-more';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSellerReviews } from '@web/features/catalogue/api/get-seller-reviews';
import { ReviewList } from '@web/features/catalogue/components/review-list';
import { SellerRatingBadge } from '@web/features/catalogue/components/seller-rating-badge';
import { VerifiedBadge } from '@web/features/catalogue/components/verified-badge';
import { useEmailLinkNotice } from '@web/features/account/hooks/use-email-link-notice';
import { useOwnProfile } from '@web/features/profile/api/get-own-profile';
import { ProfileCard } from '@web/features/profile/components/profile-card';
import { PayoutDetailsForm } from '@web/features/profile/components/payout-details-form';
import { ProfileForm } from '@web/features/profile/components/profile-form';
import { ReferralCard } from '@web/features/referrals/components/referral-card';
import { SellerStatusCard } from '@web/features/verification/components/seller-status-card';
import { VerificationCard } from '@web/features/verification/components/verification-card';
import { PageTitle } from '@web/components/page-title';
import { useSession } from '@web/lib/session';

export function ProfilePage() {
  useEmailLinkNotice();
  const query = useOwnProfile();
  const profile = query.data;
  const { isError } = query;
  const { hasRole } = useSession();

  useEffect(() => {
    if (isError) toast.error(profileMessages.loadError, { id: 'profile-load-error' });
  }, [isError]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageTitle>Mon Profil — Boucles</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="font-display text-3xl font-semibold">Mon Profil</h1>
        {profile?.hasPublicPage ? (
          <Link to={`/seller/${profile.id}`} className="text-sm font-medium text-primary hover:underline">
            Voir mon profil public
          </Link>
        ) : null}
      </div>
      {profile ? (
        <>
          <ProfileCard
            profile={profile}
            verifiedBadge={profile.isVerified ? <VerifiedBadge /> : null}
            rating={<SellerRatingBadge sellerId={profile.id} rating={profile.rating} className="text-sm" />}
          />
          <ProfileForm profile={profile} />
          <PayoutDetailsForm profile={profile} />
          {hasRole('seller') ? <SellerStatusCard /> : null}
          <VerificationCard />
          {/* Reviews are left to sellers, on their sales: none before a first listing. */}
          {profile.hasPublicPage ? <ReceivedReviews userId={profile.id} /> : null}
          <ReferralCard />
        </>
      ) : query.isPending ? (
        <>
          <Skeleton className="h-36 rounded-2xl" />
          <Skeleton className="h-96 rounded-2xl" />
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="text-muted-foreground">{profileMessages.loadError}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </div>
      )}
    </div>
  );
}

/** Reviews left by buyers; a failure to load them is only logged (spec §8). */
function ReceivedReviews({ userId }: { userId: string }) {
  const query = useSellerReviews(userId);
  const { error } = query;

  useEffect(() => {
    if (error) console.error('Loading the reviews received failed', error);
  }, [error]);

  return (
    <section aria-labelledby="profile-reviews" className="flex flex-col gap-3">
      <h2 id="profile-reviews" className="font-display text-2xl font-semibold">
        Avis reçus
      </h2>
      {query.data ? (
        <>
          <ReviewList reviews={query.data.pages.flatMap((page) => page.items)} showProduct />
          <NextPageButton pages={query} />
        </>
      ) : query.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : null}
    </section>
  );
}
