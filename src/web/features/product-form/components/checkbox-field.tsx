import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import type { ProductFormValues } from '../product-form-values';

type BooleanField = 'glueless' | 'heatResistant' | 'prePlucked' | 'bleachedKnots' | 'dyeable';

export function CheckboxField({ name, id, label }: { name: BooleanField; id: string; label: string }) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        // min-h-11: the whole row is a comfortable touch target, label included.
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
          />
          <Label htmlFor={id} className="font-normal">
            {label}
          </Label>
        </div>
      )}
    />
  );
}
