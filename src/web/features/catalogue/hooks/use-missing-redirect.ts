import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { lazyToast } from '@web/lib/lazy-toast';
import { isNotFound } from '../api/not-found';

/**
 * A product or profile that does not exist (or not for this viewer) sends the
 * visitor back to the shop with the spec's message (spec §8).
 */
export function useMissingRedirect(error: unknown, message: string): void {
  const navigate = useNavigate();
  const missing = isNotFound(error);
  useEffect(() => {
    if (!missing) return;
    // The id stops a second toast when React runs the effect twice in development.
    lazyToast('error', message, { id: `missing:${message}` });
    void navigate('/marketplace', { replace: true });
  }, [missing, message, navigate]);
}
