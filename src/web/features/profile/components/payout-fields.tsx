import { useFormContext, useWatch } from 'react-hook-form';
import { PAYOUT_METHODS, payoutMethodLabels } from '@shared/profile/payout-methods';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { NativeSelect, optionsOf } from '@web/components/ui/native-select';
import type { PayoutDetailsInput } from '@shared/profile/payout-details.schemas';
import { TextField as AnyTextField } from './text-field';

const TextField = AnyTextField<PayoutDetailsInput>;

const methodOptions = optionsOf(PAYOUT_METHODS, payoutMethodLabels);

/** Where the seller's money goes; only the chosen method's fields show (the others are saved empty). */
export function PayoutFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PayoutDetailsInput>();
  const method = useWatch({ control, name: 'paymentMethod' });
  const hint = 'Pour recevoir le paiement de vos ventes. Visible uniquement par vous et l’équipe.';

  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="sr-only">Moyen de versement</legend>
      <FormField
        id="profile-paymentMethod"
        label="Mode de versement"
        hint={hint}
        error={errors.paymentMethod?.message}
        className="sm:col-span-2"
      >
        <NativeSelect
          options={methodOptions}
          placeholder="Aucun"
          {...fieldAria('profile-paymentMethod', { error: errors.paymentMethod?.message, hint })}
          {...register('paymentMethod')}
        />
      </FormField>
      {method === 'paypal' ? (
        <TextField
          name="paypalEmail"
          label="Email PayPal"
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
        />
      ) : null}
      {method === 'iban' ? (
        <>
          <TextField name="ibanHolderName" label="Nom du titulaire" autoComplete="name" />
          <TextField name="ibanNumber" label="IBAN" autoComplete="off" hint="ex. FR76 3000 6000 0112 3456 7890 189" />
        </>
      ) : null}
      {method === 'mobile_money' ? (
        <>
          <TextField name="mobileMoneyName" label="Nom du compte Mobile Money" autoComplete="name" />
          <TextField name="mobileMoneyNumber" label="Numéro Mobile Money" type="tel" autoComplete="tel" />
        </>
      ) : null}
    </fieldset>
  );
}
