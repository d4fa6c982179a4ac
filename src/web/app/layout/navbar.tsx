import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Store, UserRound } from 'lucide-react';
import { Skeleton } from '@web/components/ui/skeleton';
import type { SessionUser } from '@shared/auth/session.schemas';
import { pageSettledAim, usePageSettled } from '@web/lib/page-settled';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';

// The menu and the bell (Radix, positioning, focus handling) are only for signed-in users: visitors never download them.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() =>
  import('@web/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

type MemberControl = 'bell' | 'menu';

const placeholderClass = 'size-11 animate-pulse rounded-full bg-muted motion-reduce:animate-none';

/**
 * The bell's and the menu's places while their code comes. A tap there is kept: the control
 * opens as soon as it is drawn, rather than the tap being lost. The tap that settles the page
 * replaces these buttons before its click, so it is read from `pageSettledAim`.
 */
const memberControlPlaces = [
  ['bell', 'Notifications'],
  ['menu', 'Menu du compte'],
] as const satisfies readonly (readonly [MemberControl, string])[];

function MemberControlPlaceholders({ onChoose }: { onChoose: (control: MemberControl) => void }) {
  return memberControlPlaces.map(([control, label]) => (
    <button
      key={control}
      type="button"
      data-settle-aim={control}
      aria-label={label}
      className={placeholderClass}
      onClick={() => onChoose(control)}
    />
  ));
}

/**
 * The bell and the menu come once the page has settled (or at the first tap): their code and
 * the notifications' answers would otherwise compete with the screen's own for a slow phone's
 * network and processor, and the screen a member opens would paint a second later (issue 35).
 */
function MemberControls({ user }: { user: SessionUser }) {
  const [wanted, setWanted] = useState<MemberControl | null>(null);
  const settled = usePageSettled();
  const placeholders = <MemberControlPlaceholders onChoose={setWanted} />;
  if (!settled) return placeholders;
  const aim = wanted ?? pageSettledAim();
  return (
    <Suspense fallback={placeholders}>
      <NotificationBell openAtStart={aim === 'bell'} />
      <UserMenu user={user} openAtStart={aim === 'menu'} />
    </Suspense>
  );
}

export function Navbar() {
  const { user, isPending } = useSession();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      {/* Fits a signed-in member's four controls on one line down to 360 px; narrower, the
          name is only read out, beside the logo. */}
      <nav
        aria-label="Navigation principale"
        className="mx-auto flex h-16 w-full max-w-6xl items-center gap-1 px-4 whitespace-nowrap sm:gap-2"
      >
        <Link to="/" className="mr-auto flex items-center gap-1.5 rounded-lg py-1 pr-1 sm:gap-2 sm:pr-2">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 rounded-lg" />
          <span className="font-display text-xl font-semibold tracking-tight text-primary max-[359px]:sr-only">
            Boucles
          </span>
        </Link>
        <NavLink
          to="/marketplace"
          className={({ isActive }) =>
            cn(
              'inline-flex h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium transition-colors hover:bg-muted sm:px-3',
              isActive && 'bg-muted text-primary',
            )
          }
        >
          <Store className="size-4" aria-hidden="true" />
          Boutique
        </NavLink>
        {isPending ? (
          <>
            <Skeleton className="size-11 rounded-full" />
            {/* A member's page says so (`data-member`, web-app.ts): a place for the bell too,
                so that the shop link does not move when the session arrives. */}
            <Skeleton className="hidden size-11 rounded-full [[data-member]_&]:block" />
          </>
        ) : user ? (
          <MemberControls user={user} />
        ) : (
          <Link
            to="/auth"
            aria-label="Se connecter"
            className="inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-foreground transition-colors hover:bg-muted"
          >
            <UserRound className="size-5" aria-hidden="true" />
          </Link>
        )}
      </nav>
    </header>
  );
}
