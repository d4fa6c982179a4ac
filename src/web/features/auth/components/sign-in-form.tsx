import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { signInSchema } from '@shared/auth/auth.schemas';
import { authMessages } from '@shared/auth/auth-texts';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { PasswordInput } from './password-input';
import { TwoFactorStep } from './two-factor-step';

type SignInFormProps = {
  defaultEmail: string;
  onSignedIn: () => void;
  /** Given the address typed so far, so the user need not type it again. */
  onForgotPassword: (email: string) => void;
};

export function SignInForm({ defaultEmail, onSignedIn, onForgotPassword }: SignInFormProps) {
  const signIn = useSignIn();
  const [codeStep, setCodeStep] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    let result;
    try {
      result = await signIn.mutateAsync(values);
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    if (result === 'code') {
      setCodeStep(true);
      return;
    }
    toast.success(authMessages.signInSuccess);
    onSignedIn();
  });

  if (codeStep) return <TwoFactorStep onSignedIn={onSignedIn} onCancel={() => setCodeStep(false)} />;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormField id="signin-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          {...fieldAria('signin-email', { error: errors.email?.message })}
          {...register('email')}
        />
      </FormField>
      <FormField id="signin-password" label="Mot de passe" error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...fieldAria('signin-password', { error: errors.password?.message })}
          {...register('password')}
        />
      </FormField>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="-mt-2 justify-self-end px-1"
        onClick={() => onForgotPassword(getValues('email'))}
      >
        Mot de passe oublié ?
      </Button>
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? <Spinner className="[&_svg]:text-current" label="Connexion en cours…" /> : null}
        Se connecter
      </Button>
    </form>
  );
}
