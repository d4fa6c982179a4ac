import { HowItWorksContent } from '@web/features/legal/components/how-it-works-content';

export function HowItWorksPage() {
  return <HowItWorksContent />;
}
