import { PAYOUT_METHODS, type PayoutMethod, payoutMethodLabels } from '@shared/profile/payout-methods';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect, optionsOf } from '@web/components/ui/native-select';

const methodOptions = optionsOf(PAYOUT_METHODS, payoutMethodLabels);

export type RefundValues = Record<
  'paymentMethod' | 'paypalEmail' | 'ibanHolderName' | 'ibanNumber' | 'mobileMoneyName' | 'mobileMoneyNumber',
  string
>;

type FieldSpec = { name: keyof RefundValues; label: string; type?: string; autoComplete: string; hint?: string };

const fieldsByMethod: Record<PayoutMethod, FieldSpec[]> = {
  paypal: [{ name: 'paypalEmail', label: 'Email PayPal', type: 'email', autoComplete: 'email' }],
  iban: [
    { name: 'ibanHolderName', label: 'Nom du titulaire', autoComplete: 'name' },
    { name: 'ibanNumber', label: 'IBAN', autoComplete: 'off', hint: 'ex. FR76 3000 6000 0112 3456 7890 189' },
  ],
  mobile_money: [
    { name: 'mobileMoneyName', label: 'Nom du compte Mobile Money', autoComplete: 'name' },
    { name: 'mobileMoneyNumber', label: 'Numéro Mobile Money', type: 'tel', autoComplete: 'tel' },
  ],
};

type RefundFieldsProps = {
  values: RefundValues;
  errors: Partial<Record<keyof RefundValues, string>>;
  disabled: boolean;
  onChange: (name: keyof RefundValues, value: string) => void;
};

const isMethod = (value: string): value is PayoutMethod => (PAYOUT_METHODS as readonly string[]).includes(value);

/**
 * How the buyer wants the platform to pay them back (decision 041): the method chosen for
 * them from how they paid, and that method's details, checked like payout details.
 */
export function RefundFields({ values, errors, disabled, onChange }: RefundFieldsProps) {
  const method = values.paymentMethod;
  const hint = 'Boucles vous rembourse depuis le séquestre, sur ce compte.';
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 font-medium">Votre remboursement</legend>
      <FormField id="refund-method" label="Rembourser par" hint={hint} error={errors.paymentMethod}>
        <NativeSelect
          {...fieldAria('refund-method', { error: errors.paymentMethod, hint })}
          options={methodOptions}
          placeholder="Choisissez"
          value={method}
          disabled={disabled}
          onChange={(event) => onChange('paymentMethod', event.target.value)}
        />
      </FormField>
      {(isMethod(method) ? fieldsByMethod[method] : []).map((field) => {
        const id = `refund-${field.name}`;
        const error = errors[field.name];
        return (
          <FormField key={field.name} id={id} label={field.label} hint={field.hint} error={error}>
            <Input
              {...fieldAria(id, { error, hint: field.hint })}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              disabled={disabled}
              onChange={(event) => onChange(field.name, event.target.value)}
            />
          </FormField>
        );
      })}
    </fieldset>
  );
}
