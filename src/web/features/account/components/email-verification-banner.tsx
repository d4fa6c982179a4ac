import { MailWarning } from 'lucide-react';
import { emailMessages } from '@shared/auth/email.schemas';
import { ResendVerificationButton } from './resend-verification-button';

/** For a signed-in user whose address is not confirmed yet: ordering, selling and payouts wait for it. */
export function EmailVerificationBanner({ email }: { email: string }) {
  return (
    <section
      aria-label="Adresse e-mail à confirmer"
      className="border-b border-border bg-secondary text-secondary-foreground"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-sm">
        <MailWarning className="size-5 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          {emailMessages.bannerText} <span className="break-all">({email})</span>
        </p>
        <ResendVerificationButton />
      </div>
    </section>
  );
}
