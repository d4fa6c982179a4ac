import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DENSITIES } from '@shared/catalogue/product-options';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import type { ProductFormValues } from '../product-form-values';

const OTHER = 'autre';
const options = [
  ...DENSITIES.map((density) => ({ value: String(density), label: `${density}\u00a0%` })),
  { value: OTHER, label: 'Autre densité…' },
];
const isPreset = (value: string) => DENSITIES.some((density) => String(density) === value);

/** The usual densities in a list, and a number field for any other (50-400 %). */
export function DensityField() {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const density = useWatch({ control, name: 'densityPercent' });
  // "Other" stays chosen even while its number field is still empty.
  const [otherChosen, setOtherChosen] = useState(() => density !== '' && !isPreset(density));
  const choice = otherChosen ? OTHER : density;
  const error = errors.densityPercent?.message;

  function choose(value: string) {
    setOtherChosen(value === OTHER);
    setValue('densityPercent', value === OTHER ? '' : value, {
      shouldDirty: true,
      shouldValidate: error !== undefined,
    });
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="product-density-choice">Densité</Label>
        <NativeSelect
          id="product-density-choice"
          options={options}
          placeholder="Non précisée"
          value={choice}
          onChange={(event) => choose(event.target.value)}
        />
      </div>
      {otherChosen ? (
        <FormField id="product-density" label="Densité personnalisée (%)" error={error}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="ex. 130"
            {...fieldAria('product-density', { error })}
            {...register('densityPercent')}
          />
        </FormField>
      ) : null}
    </div>
  );
}
