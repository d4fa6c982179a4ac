import { Controller, useFormContext } from 'react-hook-form';
import { DELIVERY_COST_EUROPE_CENTS, DELIVERY_COST_WORLD_CENTS, EUROPEAN_COUNTRIES } from '@shared/delivery';
import { formatEuros } from '@shared/money';
import type { CheckoutInput } from '@shared/orders/checkout.schemas';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { usePublicConfig } from '@web/lib/public-config';
import { AddressCombobox } from './address-combobox';

const ADDRESS_HINT = 'Numéro, rue, code postal et ville.';
const SUGGESTIONS_HINT = `${ADDRESS_HINT} Des suggestions apparaissent dès 3 caractères.`;
const COUNTRY_HINT = `Livraison ${formatEuros(DELIVERY_COST_EUROPE_CENTS)} en Europe, ${formatEuros(DELIVERY_COST_WORLD_CENTS)} ailleurs.`;

/** The address with suggestions, and the country that sets the delivery cost. */
export function DeliveryAddressFields() {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<CheckoutInput>();
  // Suggestions are promised only when the server has a provider to ask.
  const addressHint = usePublicConfig().data?.addressSuggestions ? SUGGESTIONS_HINT : ADDRESS_HINT;

  return (
    <div className="grid gap-4">
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <FormField
            id="checkout-address"
            label="Adresse de livraison"
            hint={addressHint}
            error={errors.address?.message}
          >
            <AddressCombobox
              {...fieldAria('checkout-address', { error: errors.address?.message, hint: addressHint })}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              onPick={(suggestion) => {
                field.onChange(suggestion.address);
                if (suggestion.country) setValue('country', suggestion.country, { shouldValidate: true });
              }}
            />
          </FormField>
        )}
      />
      <FormField id="checkout-country" label="Pays" hint={COUNTRY_HINT} error={errors.country?.message}>
        <Input
          {...fieldAria('checkout-country', { error: errors.country?.message, hint: COUNTRY_HINT })}
          list="checkout-countries"
          autoComplete="country-name"
          {...register('country')}
        />
      </FormField>
      <datalist id="checkout-countries">
        {EUROPEAN_COUNTRIES.map((country) => (
          <option key={country.iso} value={country.fr} />
        ))}
      </datalist>
    </div>
  );
}
