import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { type Factor, removeFactorSchema, twoFactorMessages } from '@shared/account/two-factor.schemas';
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
import { refusalMessage } from '@web/lib/refusal-message';
import { useRemoveFactor } from '../api/change-factors';

export function RemoveFactorDialog({ factor }: { factor: Factor }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveFactor();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(removeFactorSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync({ factorId: factor.id, password });
    } catch (error) {
      toast.error(refusalMessage(error, twoFactorMessages.removeError));
      return;
    }
    toast.success(twoFactorMessages.removed);
    setOpen(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Supprimer ${factor.friendlyName}`}>
          <Trash2 aria-hidden="true" />
          Supprimer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Supprimer « {factor.friendlyName} » ?</DialogTitle>
          <DialogDescription>
            La connexion ne demandera plus de code. Confirmez avec votre mot de passe.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <FormField id="remove-factor-password" label="Mot de passe actuel" error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              {...fieldAria('remove-factor-password', { error: errors.password?.message })}
              {...register('password')}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Suppression…" /> : null}
              Supprimer le facteur
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
