import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { settingsMessages } from '@shared/auth/auth-texts';
import { PageLoader } from '@web/components/page-loader';
import { useSession } from '@web/lib/session';
import { lazyToast } from '@web/lib/lazy-toast';

/**
 * Nested under RequireAuth, so a user is present. The server refuses non-admins
 * anyway (decisions §2); this only spares them a screen they cannot use.
 */
export function RequireAdmin() {
  const { user, isPending, hasRole } = useSession();
  const denied = !isPending && (user === null || !hasRole('admin'));

  useEffect(() => {
    // A fixed id keeps StrictMode's double effect from showing the toast twice.
    if (denied) lazyToast('error', settingsMessages.unauthorizedAdmin, { id: 'admin-denied' });
  }, [denied]);

  if (isPending) return <PageLoader />;
  if (denied) return <Navigate to="/" replace />;
  return <Outlet />;
}
