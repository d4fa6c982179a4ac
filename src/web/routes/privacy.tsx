import { PrivacyContent } from '@web/features/legal/components/privacy-content';

export function PrivacyPage() {
  return <PrivacyContent />;
}
