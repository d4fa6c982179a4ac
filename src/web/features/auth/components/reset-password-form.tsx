import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { PASSWORD_MIN } from '@shared/auth/auth-texts';
import { passwordMessages, resetPasswordFormSchema } from '@shared/auth/password.schemas';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { refusalMessage } from '@web/lib/refusal-message';
import { useResetPassword } from '../api/reset-password';
import { PasswordInput } from './password-input';

type ResetPasswordFormProps = {
  token: string;
  onDone: () => void;
  /** The link has expired or already served: the screen offers a new one. */
  onLinkInvalid: () => void;
};

export function ResetPasswordForm({ token, onDone, onLinkInvalid }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ token, newPassword: values.newPassword });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') return onLinkInvalid();
      toast.error(refusalMessage(error, passwordMessages.changeError));
      return;
    }
    toast.success(passwordMessages.resetDone);
    onDone();
  });

  const hint = `Au moins ${PASSWORD_MIN} caractères.`;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormField id="reset-password" label="Nouveau mot de passe" hint={hint} error={errors.newPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria('reset-password', { hint, error: errors.newPassword?.message })}
          {...register('newPassword')}
        />
      </FormField>
      <FormField id="reset-confirmation" label="Confirmez le mot de passe" error={errors.confirmation?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria('reset-confirmation', { error: errors.confirmation?.message })}
          {...register('confirmation')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="[&_svg]:text-current" label="Enregistrement…" /> : null}
        Enregistrer le mot de passe
      </Button>
    </form>
  );
}
