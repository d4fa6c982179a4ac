import { Link } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { signUpSchema } from '@shared/auth/auth.schemas';
import { authMessages, PASSWORD_MIN } from '@shared/auth/auth-texts';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldError, FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useReferralCodeValid } from '../api/check-referral-code';
import { useSignUp } from '../api/sign-up';
import { PasswordInput } from './password-input';
import { ReferralCodeInput } from './referral-code-input';

type SignUpFormProps = {
  /** Code carried by a referral link (?ref=), already normalised. */
  referralFromLink: string | undefined;
  onSignedUp: (email: string) => void;
};

export function SignUpForm({ referralFromLink, onSignedUp }: SignUpFormProps) {
  const signUp = useSignUp();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', referralCode: referralFromLink ?? '' },
  });
  const referralCode = useWatch({ control, name: 'referralCode' });
  // The link's code is checked at once (sign-up checks it again): applied only if it exists.
  const linkCodeValid = useReferralCodeValid(referralFromLink);
  const showsLinkCode = referralFromLink !== undefined && referralCode === referralFromLink;
  const referralApplied = showsLinkCode && linkCodeValid === true;
  const linkCodeError = showsLinkCode && linkCodeValid === false ? authMessages.referralInvalid : undefined;

  const onSubmit = handleSubmit(async (data) => {
    try {
      await signUp.mutateAsync(data);
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    toast.success(authMessages.signUpSuccess);
    onSignedUp(data.email);
  });

  const passwordHint = `Au moins ${PASSWORD_MIN} caractères.`;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormField id="signup-name" label="Nom complet" error={errors.name?.message}>
        <Input
          autoComplete="name"
          {...fieldAria('signup-name', { error: errors.name?.message })}
          {...register('name')}
        />
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          {...fieldAria('signup-email', { error: errors.email?.message })}
          {...register('email')}
        />
      </FormField>
      <FormField id="signup-password" label="Mot de passe" hint={passwordHint} error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria('signup-password', { error: errors.password?.message, hint: passwordHint })}
          {...register('password')}
        />
      </FormField>
      <Controller
        control={control}
        name="referralCode"
        render={({ field, fieldState }) => {
          const hint = referralApplied ? (
            <span className="font-medium text-success">Code de parrainage appliqué ✓</span>
          ) : null;
          const error = fieldState.error?.message ?? linkCodeError;
          return (
            <FormField id="signup-referral" label="Code de parrainage (optionnel)" hint={hint} error={error}>
              <ReferralCodeInput
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                {...fieldAria('signup-referral', { error, hint })}
              />
            </FormField>
          );
        }}
      />
      <Controller
        control={control}
        name="confirmAdult"
        render={({ field, fieldState }) => (
          <div className="grid gap-1.5">
            <div className="flex items-start gap-3">
              <Checkbox
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                className="mt-0.5"
                {...fieldAria('signup-adult', { error: fieldState.error?.message })}
              />
              <Label htmlFor="signup-adult" className="font-normal">
                J'ai 18 ans ou plus
              </Label>
            </div>
            {fieldState.error?.message ? (
              <FieldError id="signup-adult-error">{fieldState.error.message}</FieldError>
            ) : null}
          </div>
        )}
      />
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <div className="grid gap-1.5">
            <div className="flex items-start gap-3">
              <Checkbox
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                className="mt-0.5"
                {...fieldAria('signup-terms', { error: fieldState.error?.message })}
              />
              <Label htmlFor="signup-terms" className="font-normal">
                <span>
                  J'accepte les {/* New tab: following the link must not lose what was typed in this form. */}
                  <Link
                    to="/terms"
                    target="_blank"
                    rel="noopener"
                    className="text-primary underline underline-offset-4"
                  >
                    conditions d'utilisation
                  </Link>
                </span>
              </Label>
            </div>
            {fieldState.error?.message ? (
              <FieldError id="signup-terms-error">{fieldState.error.message}</FieldError>
            ) : null}
          </div>
        )}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? <Spinner className="[&_svg]:text-current" label="Création du compte…" /> : null}
        Créer mon compte
      </Button>
    </form>
  );
}
