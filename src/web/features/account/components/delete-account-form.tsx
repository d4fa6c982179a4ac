import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { accountMessages, deleteAccountSchema } from '@shared/account/account-life';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { toastAfterReload } from '@web/lib/flash-toast';
import { refusalMessage } from '@web/lib/refusal-message';
import { useDeleteAccount } from '../api/delete-account';
import { useFactors } from '../api/factors';

/** Leaving is confirmed like a sign-in: the password, and the current code when 2FA is on. */
export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const deletion = useDeleteAccount();
  const navigate = useNavigate();
  const asksCode = useFactors().data?.some((factor) => factor.status === 'verified') ?? false;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    if (asksCode && !values.code) return toast.error(accountMessages.codeRequired);
    try {
      await deletion.mutateAsync(values);
    } catch (error) {
      toast.error(refusalMessage(error, accountMessages.deletionError));
      return;
    }
    // Like sign-out: the message survives the reload that drops the old user's state.
    toastAfterReload(accountMessages.deletionScheduled);
    await navigate('/auth', { replace: true });
    window.location.reload();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormField id="delete-password" label="Mot de passe actuel" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldAria('delete-password', { error: errors.password?.message })}
          {...register('password')}
        />
      </FormField>
      {asksCode ? (
        <FormField id="delete-code" label="Code de l'application d'authentification" error={errors.code?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            {...fieldAria('delete-code', { error: errors.code?.message })}
            {...register('code', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
          />
        </FormField>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Suppression…" /> : null}
          Supprimer mon compte
        </Button>
      </div>
    </form>
  );
}
