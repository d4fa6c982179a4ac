import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { changeEmailSchema, emailMessages } from '@shared/auth/email.schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { useChangeEmail } from '../api/change-email';

export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      toast.error(refusalMessage(error, emailMessages.changeError));
      return;
    }
    reset();
    toast.success(emailMessages.changeRequested);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Changer l'adresse e-mail</CardTitle>
        <CardDescription>
          Adresse actuelle : <span className="font-medium break-all text-foreground">{currentEmail}</span>. Elle sera
          remplacée quand vous aurez suivi le lien envoyé à la nouvelle.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <FormField id="email-new" label="Nouvelle adresse e-mail" error={errors.newEmail?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              {...fieldAria('email-new', { error: errors.newEmail?.message })}
              {...register('newEmail')}
            />
          </FormField>
          <FormField id="email-password" label="Mot de passe actuel" error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              {...fieldAria('email-password', { error: errors.password?.message })}
              {...register('password')}
            />
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Envoi…" /> : null}
            Changer l'adresse e-mail
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
