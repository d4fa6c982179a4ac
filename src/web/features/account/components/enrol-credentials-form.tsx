import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  DEFAULT_FACTOR_NAME,
  type Enrolment,
  enrolFactorSchema,
  twoFactorMessages,
} from '@shared/account/two-factor.schemas';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { useEnrolFactor } from '../api/change-factors';

/** Step 1: a name for the app, and the password again (changing factors is sensitive). */
export function EnrolCredentialsForm({ onStarted }: { onStarted: (enrolment: Enrolment) => void }) {
  const enrol = useEnrolFactor();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(enrolFactorSchema),
    defaultValues: { friendlyName: DEFAULT_FACTOR_NAME, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onStarted(await enrol.mutateAsync(values));
    } catch (error) {
      toast.error(refusalMessage(error, twoFactorMessages.enrolError));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormField id="factor-name" label="Nom de l'application" error={errors.friendlyName?.message}>
        <Input {...fieldAria('factor-name', { error: errors.friendlyName?.message })} {...register('friendlyName')} />
      </FormField>
      <FormField id="factor-password" label="Mot de passe actuel" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldAria('factor-password', { error: errors.password?.message })}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Préparation…" /> : null}
        Continuer
      </Button>
    </form>
  );
}
