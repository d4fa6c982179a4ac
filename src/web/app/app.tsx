import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { showPendingFlashToast } from '@web/lib/flash-toast';
import type { AppRouter } from './router';

type AppProps = { queryClient: QueryClient; router: AppRouter };

export function App({ queryClient, router }: AppProps) {
  // A toast saved before a reload (sign-out) shows once the Toaster is mounted.
  useEffect(showPendingFlashToast, []);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position="top-center"
        richColors
        closeButton
        containerAriaLabel="Notifications"
        toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
      />
    </QueryClientProvider>
  );
}
