import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { SessionUser } from '@shared/auth/session.schemas';
import { settingsMessages } from '@shared/auth/auth-texts';
import { becomeSellerFormSchema } from '@shared/profile/profile.schemas';
import { suggestUsername } from '@shared/profile/public-name';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { refusalMessage } from '@web/lib/refusal-message';
import { useBecomeSeller } from '../api/become-seller';

type BecomeSellerDialogProps = {
  user: SessionUser;
  /** The button that opens the dialog. */
  children: ReactNode;
};

/**
 * 'Devenir vendeur' asks for the public username buyers will see, pre-filled with the current
 * one or a suggestion from the name: the full name stays private.
 */
export function BecomeSellerDialog({ user, children }: BecomeSellerDialogProps) {
  const [open, setOpen] = useState(false);
  const becomeSeller = useBecomeSeller();
  const defaultValues = { username: user.username ?? suggestUsername(user.fullName) };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(becomeSellerFormSchema), defaultValues });

  const onSubmit = handleSubmit(async ({ username }) => {
    try {
      await becomeSeller.mutateAsync({ username });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
        setError('username', { message: error.message }, { shouldFocus: true });
        return;
      }
      toast.error(refusalMessage(error, settingsMessages.becomeSellerError));
      return;
    }
    toast.success(settingsMessages.becomeSellerSuccess);
    setOpen(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset(defaultValues);
      }}
    >
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Votre nom de vendeur</DialogTitle>
          <DialogDescription>
            C'est le nom que les acheteurs verront sur vos annonces et votre page. Votre nom complet reste privé.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <FormField
            id="seller-username"
            label="Nom d'utilisateur public"
            hint="3 à 20 caractères : lettres, chiffres, tirets et underscores."
            error={errors.username?.message}
          >
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...fieldAria('seller-username', {
                error: errors.username?.message,
                hint: '3 à 20 caractères : lettres, chiffres, tirets et underscores.',
              })}
              {...register('username')}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? (
                <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Demande en cours…" />
              ) : null}
              Devenir vendeur
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
