import { lazy, Suspense, useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { showPendingFlashToast } from '@web/lib/flash-toast';
import type { AppRouter } from './router';

// Loaded beside the first screen rather than before it: no toast shows before an action, and
// sonner replays to a late Toaster any toast raised before it subscribed.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

// Registers the service worker and offers each new version: nothing the first screen waits for.
const UpdatePrompt = lazy(() =>
  import('@web/features/pwa/components/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);

type AppProps = { queryClient: QueryClient; router: AppRouter };

export function App({ queryClient, router }: AppProps) {
  // A toast saved before a reload (sign-out) shows once the Toaster is mounted.
  useEffect(showPendingFlashToast, []);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster
          position="top-center"
          richColors
          closeButton
          containerAriaLabel="Notifications"
          toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
        />
        <UpdatePrompt />
      </Suspense>
    </QueryClientProvider>
  );
}
