import { useState } from 'react';
import { MailWarning, X } from 'lucide-react';
import { devOutboxMessages, emailMessages } from '@shared/auth/email.schemas';
import { Button } from '@web/components/ui/button';
import { usePublicConfig } from '@web/lib/public-config';
import { ResendVerificationButton } from './resend-verification-button';

// Hidden for the rest of the browser session once dismissed, for that address only (decision 055).
const DISMISSED_KEY = 'boucles.email-banner-dismissed';

function dismissedFor(email: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === email;
  } catch {
    return false;
  }
}

/** For a signed-in user whose address is not confirmed yet: ordering, selling and payouts wait for it. */
export function EmailVerificationBanner({ email }: { email: string }) {
  const [dismissed, setDismissed] = useState(() => dismissedFor(email));
  const devOutbox = usePublicConfig().data?.devOutbox === true;
  if (dismissed) return null;

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, email);
    } catch {
      // Storage refused (private mode): the banner still goes away for this page's life.
    }
    setDismissed(true);
  }

  return (
    <section
      aria-label="Adresse e-mail à confirmer"
      className="border-b border-border bg-secondary text-secondary-foreground"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-sm">
        <MailWarning className="size-5 shrink-0" aria-hidden="true" />
        {/* The address breaks only when it cannot fit on a line of its own. */}
        <p className="min-w-0 flex-1">
          {emailMessages.bannerText} <span className="inline-block max-w-full">({email})</span>
          {devOutbox ? (
            <>
              {' '}
              {devOutboxMessages.bannerText}{' '}
              <a
                href="/api/me/outbox/latest"
                target="_blank"
                rel="noreferrer"
                className="font-medium underline underline-offset-2"
              >
                {devOutboxMessages.openLatest}
              </a>
            </>
          ) : null}
        </p>
        <ResendVerificationButton />
        <Button size="icon" variant="ghost" aria-label="Masquer ce message" onClick={dismiss}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
