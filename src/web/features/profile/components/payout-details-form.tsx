import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { OwnProfile } from '@shared/profile/own-profile.schemas';
import {
  type PayoutDetailsData,
  type PayoutDetailsInput,
  payoutDetailsMessages,
  payoutDetailsSchema,
} from '@shared/profile/payout-details.schemas';
import { formatHoldMoment } from '@shared/profile/payout-hold';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { useUpdatePayoutDetails } from '../api/update-payout-details';
import { PayoutFields } from './payout-fields';

const toValues = (profile: OwnProfile): PayoutDetailsInput => ({
  paymentMethod: profile.paymentMethod ?? '',
  paypalEmail: profile.paypalEmail ?? '',
  ibanHolderName: profile.ibanHolderName ?? '',
  ibanNumber: profile.ibanNumber ?? '',
  mobileMoneyName: profile.mobileMoneyName ?? '',
  mobileMoneyNumber: profile.mobileMoneyNumber ?? '',
  password: '',
});

/**
 * Where the seller is paid, apart from the profile form: changing it asks for the password
 * (and the authenticator's code when 2FA is on), tells the owner by e-mail, and the next
 * payout to the new details waits (decision 042).
 */
export function PayoutDetailsForm({ profile }: { profile: OwnProfile }) {
  const form = useForm<PayoutDetailsInput, unknown, PayoutDetailsData>({
    resolver: zodResolver(payoutDetailsSchema),
    defaultValues: toValues(profile),
  });
  const update = useUpdatePayoutDetails();
  const { errors, isSubmitting } = form.formState;

  async function onValid(data: PayoutDetailsData) {
    try {
      const saved = await update.mutateAsync(data);
      form.reset(toValues(saved));
      toast.success(payoutDetailsMessages.saved);
    } catch (error) {
      form.resetField('password');
      toast.error(refusalMessage(error, payoutDetailsMessages.saveError));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Coordonnées de versement</CardTitle>
        <CardDescription>
          Pour recevoir le paiement de vos ventes. Les changer demande votre mot de passe ; vous en êtes averti par
          e-mail.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form
            noValidate
            aria-label="Coordonnées de versement"
            onSubmit={(event) => void form.handleSubmit(onValid, (invalid) => toastFirst(invalid))(event)}
            className="grid gap-4"
          >
            {profile.payoutOnHoldUntil ? (
              <p role="status" className="rounded-lg bg-muted px-3 py-2 text-sm">
                {payoutDetailsMessages.onHold(formatHoldMoment(profile.payoutOnHoldUntil))}
              </p>
            ) : null}
            <PayoutFields />
            <FormField id="payout-password" label="Mot de passe actuel" error={errors.password?.message}>
              <Input
                type="password"
                autoComplete="current-password"
                {...fieldAria('payout-password', { error: errors.password?.message })}
                {...form.register('password')}
              />
            </FormField>
            {profile.twoFactorEnabled ? (
              <FormField id="payout-code" label="Code de l'application d'authentification" error={errors.code?.message}>
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  {...fieldAria('payout-code', { error: errors.code?.message })}
                  {...form.register('code', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
                />
              </FormField>
            ) : null}
            <div className="flex justify-end">
              <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
                {isSubmitting ? <Spinner className="[&_svg]:text-current" label="Enregistrement…" /> : null}
                Enregistrer les coordonnées
              </Button>
            </div>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

function toastFirst(errors: Record<string, { message?: string } | undefined>) {
  const message = Object.values(errors).find((error) => error?.message)?.message;
  if (message) toast.error(message);
}
