import { useSession } from '@web/lib/session';
import { AccountInfoCard } from '@web/features/account/components/account-info-card';
import { ChangeEmailCard } from '@web/features/account/components/change-email-card';
import { ChangePasswordCard } from '@web/features/account/components/change-password-card';
import { DangerZoneCard } from '@web/features/account/components/danger-zone-card';
import { NotificationPreferencesCard } from '@web/features/account/components/notification-preferences-card';
import { SessionsCard } from '@web/features/account/components/sessions-card';
import { SupportCard } from '@web/features/account/components/support-card';
import { TwoFactorCard } from '@web/features/account/components/two-factor-card';
import { AccountTypeCard } from '@web/features/auth/components/account-type-card';
import { BlockedAndHiddenCard } from '@web/features/moderation/components/blocked-and-hidden-card';
import { HolidayCard } from '@web/features/holiday/components/holiday-card';
import { BundleDiscountCard } from '@web/features/lots/components/bundle-discount-card';
import { PushSettingsCard } from '@web/features/push/components/push-settings-card';
import { PageTitle } from '@web/components/page-title';

export function SettingsPage() {
  // RequireAuth has already waited for the session and ensured a user.
  const { user } = useSession();
  if (!user) return null;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <PageTitle>Paramètres — Boucles</PageTitle>
      <h1 className="font-display text-3xl font-semibold">Paramètres</h1>
      <AccountTypeCard user={user} />
      {user.roles.includes('seller') ? (
        <>
          <HolidayCard />
          <BundleDiscountCard />
        </>
      ) : null}
      <NotificationPreferencesCard />
      <PushSettingsCard />
      <ChangePasswordCard />
      <ChangeEmailCard currentEmail={user.email} />
      <TwoFactorCard />
      <SessionsCard />
      <BlockedAndHiddenCard />
      <SupportCard />
      <AccountInfoCard user={user} />
      <DangerZoneCard />
    </div>
  );
}
