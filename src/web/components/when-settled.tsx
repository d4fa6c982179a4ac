import { type ReactNode, Suspense } from 'react';
import { usePageSettled } from '@web/lib/page-settled';

/**
 * `fallback` (nothing by default) until the page has settled (lib/page-settled.ts), then until the
 * lazy parts' code is there.
 */
export function WhenSettled({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return usePageSettled() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
