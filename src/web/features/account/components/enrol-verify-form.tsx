import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { type Enrolment, twoFactorMessages, verifyFactorSchema } from '@shared/account/two-factor.schemas';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { copyText } from '@web/lib/clipboard';
import { refusalMessage } from '@web/lib/refusal-message';
import { useVerifyFactor } from '../api/change-factors';
import { QrCode } from './qr-code';

/** Step 2: scan the QR code (or type the secret), then prove it with a first code. */
export function EnrolVerifyForm({ enrolment, onVerified }: { enrolment: Enrolment; onVerified: () => void }) {
  const verify = useVerifyFactor();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(verifyFactorSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ factorId: enrolment.factor.id, code });
    } catch (error) {
      toast.error(refusalMessage(error, twoFactorMessages.enrolError));
      return;
    }
    toast.success(twoFactorMessages.enrolled);
    onVerified();
  });

  async function copySecret() {
    if (await copyText(enrolment.secret)) toast.success('Clé copiée!');
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <p className="text-sm">
        Scannez ce QR code avec votre application d'authentification (Google Authenticator, Microsoft Authenticator,
        Aegis…).
      </p>
      <div className="flex justify-center">
        <QrCode value={enrolment.totpUri} label="QR code à scanner avec votre application d'authentification" />
      </div>
      <div className="grid gap-1.5">
        <p className="text-sm text-muted-foreground">Ou saisissez cette clé :</p>
        <div className="flex items-center gap-2">
          <code
            data-testid="totp-secret"
            className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2 font-mono text-sm break-all"
          >
            {enrolment.secret}
          </code>
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={() => void copySecret()}
            aria-label="Copier la clé"
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
      </div>
      <FormField id="factor-code" label="Code à 6 chiffres" error={errors.code?.message}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          {...fieldAria('factor-code', { error: errors.code?.message })}
          {...register('code')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Vérification…" /> : null}
        Vérifier et activer
      </Button>
    </form>
  );
}
