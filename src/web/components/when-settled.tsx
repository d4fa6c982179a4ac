import { type ReactNode, Suspense } from 'react';
import { usePageSettled } from '@web/lib/page-settled';

/** Nothing until the page has settled (lib/page-settled.ts), then nothing until the lazy parts' code is there. */
export function WhenSettled({ children }: { children: ReactNode }) {
  return usePageSettled() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
