import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '@web/lib/session';
import { Footer } from './footer';
import { Navbar } from './navbar';

// Only an account whose address is not confirmed yet downloads it.
const EmailVerificationBanner = lazy(() =>
  import('@web/features/account/components/email-verification-banner').then((m) => ({
    default: m.EmailVerificationBanner,
  })),
);

export function RootLayout() {
  const { user } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only z-[60] rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <Navbar />
      {user && !user.emailVerified ? (
        <Suspense fallback={null}>
          <EmailVerificationBanner email={user.email} />
        </Suspense>
      ) : null}
      <main id="contenu" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
