import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '@web/components/page-loader';
import { type ProductCardSlots, ProductCardSlotsProvider } from '@web/lib/product-card-slots';
import { LazyFavouriteButton, LazySavedByCount } from '@web/features/favourites/components/lazy-favourites';
import { OfflineBanner } from '@web/features/pwa/components/offline-banner';
import { usePageSettled } from '@web/lib/page-settled';
import { useSession } from '@web/lib/session';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { useScrollRestoration } from './scroll-restoration';

// Only an account whose address is not confirmed yet downloads it.
const EmailVerificationBanner = lazy(() =>
  import('@web/features/account/components/email-verification-banner').then((m) => ({
    default: m.EmailVerificationBanner,
  })),
);

// Only signed-in people download it; it shows only once a new version of the terms is in force.
const TermsAcceptanceGate = lazy(() =>
  import('@web/features/legal/components/terms-acceptance-gate').then((m) => ({ default: m.TermsAcceptanceGate })),
);

// Every product card of the app, whichever feature draws it, carries these.
const productCardSlots: ProductCardSlots = {
  cardAction: (product) => <LazyFavouriteButton productId={product.id} title={product.title} variant="card" />,
  ownerInsight: (product) => <LazySavedByCount productId={product.id} />,
};

/** Its own component: only it draws again when the session arrives, not the screen below. */
function EmailVerificationNotice() {
  const { user } = useSession();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationBanner email={user.email} />
    </Suspense>
  );
}

// Once the page has settled (or at the first tap), like the navigation bar's bell: the screen paints first.
function TermsAcceptanceNotice() {
  const { user } = useSession();
  const settled = usePageSettled();
  if (!user || !settled) return null;
  return (
    <Suspense fallback={null}>
      <TermsAcceptanceGate userId={user.id} />
    </Suspense>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only z-[60] rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <Navbar />
      <OfflineBanner />
      <EmailVerificationNotice />
      <TermsAcceptanceNotice />
      {/* At least a screen tall: the footer starts below the fold, so a screen whose content
          arrives after its first paint never pushes it down in sight (layout shift, issue 35). */}
      <main id="contenu" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <ProductCardSlotsProvider value={productCardSlots}>
          {/* Errors inside a screen show here, keeping the navigation bar usable; the next page tries again. */}
          <ScreenErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </ProductCardSlotsProvider>
      </main>
      <Footer />
    </div>
  );
}
