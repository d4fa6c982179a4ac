import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'sonner';
import { authMessages } from '@shared/auth/auth-texts';
import { backupCodeSchema, totpCodeSchema } from '@shared/account/two-factor.schemas';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { type CodeKind, useVerifySignInCode } from '../api/verify-sign-in-code';

const KINDS = {
  totp: {
    schema: z.object({ code: totpCodeSchema }),
    label: "Code de l'application d'authentification",
    hint: 'La double authentification est activée : saisissez le code à 6 chiffres affiché par votre application.',
    switchTo: 'Utiliser un code de secours',
  },
  backup: {
    schema: z.object({ code: backupCodeSchema }),
    label: 'Code de secours',
    hint: 'Saisissez un de vos codes de secours (chacun ne sert qu’une fois).',
    switchTo: "Utiliser l'application d'authentification",
  },
} as const;

type TwoFactorStepProps = { onSignedIn: () => void; onCancel: () => void };

/** After the password of an account with a verified factor: the current code, or a backup code. */
export function TwoFactorStep(props: TwoFactorStepProps) {
  const [kind, setKind] = useState<CodeKind>('totp');
  // Keyed: each kind gets a fresh form with its own schema.
  return <CodeForm key={kind} kind={kind} onSwitch={() => setKind(kind === 'totp' ? 'backup' : 'totp')} {...props} />;
}

function CodeForm({
  kind,
  onSwitch,
  onSignedIn,
  onCancel,
}: TwoFactorStepProps & { kind: CodeKind; onSwitch: () => void }) {
  const texts = KINDS[kind];
  const verify = useVerifySignInCode();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(texts.schema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ kind, code });
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    toast.success(authMessages.signInSuccess);
    onSignedIn();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <p id="signin-code-hint" className="text-sm text-muted-foreground">
        {texts.hint}
      </p>
      <FormField id="signin-code" label={texts.label} error={errors.code?.message}>
        <Input
          autoFocus
          autoComplete="one-time-code"
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoCapitalize="none"
          {...fieldAria('signin-code', { error: errors.code?.message })}
          {...register('code')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="[&_svg]:text-current" label="Vérification…" /> : null}
        Vérifier
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" className="px-0" onClick={onSwitch}>
          {texts.switchTo}
        </Button>
        <Button type="button" variant="link" className="px-0" onClick={onCancel}>
          Retour
        </Button>
      </div>
    </form>
  );
}
