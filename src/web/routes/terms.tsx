import { TermsContent } from '@web/features/legal/components/terms-content';

export function TermsPage() {
  return <TermsContent />;
}
