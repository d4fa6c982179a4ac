import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@web/components/page-loader';
import { useSession } from '@web/lib/session';
import { authPathFor } from '@web/features/auth/utils/redirect-target';

/** Lets signed-in users through; sends visitors to /auth, remembering where they were going. */
export function RequireAuth() {
  const { user, isPending } = useSession();
  const location = useLocation();

  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={authPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}
