import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { PASSWORD_MIN } from '@shared/auth/auth-texts';
import { changePasswordFormSchema, passwordMessages } from '@shared/auth/password.schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordCard() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      toast.error(refusalMessage(error, passwordMessages.changeError));
      return;
    }
    reset();
    toast.success(passwordMessages.changed);
  });

  const hint = `Au moins ${PASSWORD_MIN} caractères.`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Changer le mot de passe</CardTitle>
        <CardDescription>Vos autres appareils seront déconnectés ; celui-ci reste connecté.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <FormField id="password-current" label="Mot de passe actuel" error={errors.currentPassword?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              {...fieldAria('password-current', { error: errors.currentPassword?.message })}
              {...register('currentPassword')}
            />
          </FormField>
          <FormField id="password-new" label="Nouveau mot de passe" hint={hint} error={errors.newPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...fieldAria('password-new', { hint, error: errors.newPassword?.message })}
              {...register('newPassword')}
            />
          </FormField>
          <FormField
            id="password-confirmation"
            label="Confirmez le nouveau mot de passe"
            error={errors.confirmation?.message}
          >
            <Input
              type="password"
              autoComplete="new-password"
              {...fieldAria('password-confirmation', { error: errors.confirmation?.message })}
              {...register('confirmation')}
            />
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Enregistrement…" /> : null}
            Changer le mot de passe
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
