import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { forgotPasswordSchema, passwordMessages } from '@shared/auth/password.schemas';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

type ForgotPasswordFormProps = { defaultEmail: string; onBack: () => void };

/** Asks the address, then says the same thing whether or not it has an account. */
export function ForgotPasswordForm({ defaultEmail, onBack }: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSent(true);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  const back = (
    <Button type="button" variant="ghost" onClick={onBack}>
      Retour à la connexion
    </Button>
  );

  if (sent) {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-lg bg-primary/10 p-3 text-sm">
          {passwordMessages.resetRequested}
        </p>
        {back}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
      </p>
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          {...fieldAria('forgot-email', { error: errors.email?.message })}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="[&_svg]:text-current" label="Envoi en cours…" /> : null}
        Recevoir le lien
      </Button>
      {back}
    </form>
  );
}
