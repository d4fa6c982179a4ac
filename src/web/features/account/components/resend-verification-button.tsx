import { toast } from 'sonner';
import { emailMessages } from '@shared/auth/email.schemas';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { useResendVerification } from '../api/resend-verification';

/** Sends the confirmation link again; the banner and the checkout notice both offer it. */
export function ResendVerificationButton() {
  const resend = useResendVerification();

  function handleResend() {
    resend.mutate(undefined, {
      onSuccess: () => toast.success(emailMessages.verificationSent),
      onError: (error) => toast.error(refusalMessage(error, emailMessages.resendError)),
    });
  }

  return (
    <Button size="sm" variant="outline" onClick={handleResend} disabled={resend.isPending}>
      {resend.isPending ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Envoi…" /> : null}
      Renvoyer le lien
    </Button>
  );
}
