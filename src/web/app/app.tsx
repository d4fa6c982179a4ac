import { type ComponentType, lazy, type ReactNode, useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router';
import { WhenSettled } from '@web/components/when-settled';
import { showPendingFlashToast } from '@web/lib/flash-toast';
import { ScreenErrorBoundary } from './layout/screen-error-boundary';
import { appRoutes } from './routes';

// Loaded once the page has settled (lib/page-settled.ts): a toast follows an action, which
// settles the page, and sonner replays to a late Toaster any toast raised before it subscribed.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

// Registers the service worker and offers each new version: nothing the first screen waits for,
// so it too waits for the page to settle.
const UpdatePrompt = lazy(() =>
  import('@web/features/pwa/components/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);

function AppRoutes() {
  return useRoutes(appRoutes);
}

type AppProps = {
  queryClient: QueryClient;
  /** The browser's URL; at build time, a static location (first-screen.tsx), kept out of the app's download. */
  Router?: ComponentType<{ children: ReactNode }>;
};

export function App({ queryClient, Router = BrowserRouter }: AppProps) {
  // A toast saved before a reload (sign-out) shows once the Toaster is mounted.
  useEffect(showPendingFlashToast, []);

  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        {/* Last resort, for an error in the layout itself: screens have their own (root-layout.tsx). */}
        <ScreenErrorBoundary>
          <AppRoutes />
        </ScreenErrorBoundary>
      </Router>
      <WhenSettled>
        {/* The page is French, left to right: said, so that sonner does not read the document's
            computed style on every render (a forced style recalculation of the whole page). */}
        {/* Below the navigation bar (4 rem, sticky), which stays usable while a toast shows. */}
        <Toaster
          dir="ltr"
          position="top-center"
          offset={{ top: 'calc(4rem + 12px)' }}
          mobileOffset={{ top: 'calc(4rem + 8px)' }}
          richColors
          closeButton
          containerAriaLabel="Notifications"
          toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
        />
        <UpdatePrompt />
      </WhenSettled>
    </QueryClientProvider>
  );
}
