import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { emailMessages } from '@shared/auth/email.schemas';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { useResendVerification } from '../api/resend-verification';

/** For a signed-in user whose address is not confirmed yet: selling and payouts wait for it. */
export function EmailVerificationBanner({ email }: { email: string }) {
  const resend = useResendVerification();

  function handleResend() {
    resend.mutate(undefined, {
      onSuccess: () => toast.success(emailMessages.verificationSent),
      onError: (error) => toast.error(refusalMessage(error, emailMessages.resendError)),
    });
  }

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
        <Button size="sm" variant="outline" onClick={handleResend} disabled={resend.isPending}>
          {resend.isPending ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Envoi…" /> : null}
          Renvoyer le lien
        </Button>
      </div>
    </section>
  );
}
