import { useFormContext, useWatch } from 'react-hook-form';
import { CATEGORIES, colorLabels, COLORS, HAIR_TYPES } from '@shared/catalogue/product-options';
import { eurosToCents, formatEuros, sellerAmountCents } from '@shared/money';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect, optionsOf } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { inchesHint, type ProductFormValues } from '../product-form-values';
import { ConditionFields } from './condition-fields';
import { RequiredMark } from './required-mark';

const categoryOptions = optionsOf(CATEGORIES);
const hairTypeOptions = optionsOf(HAIR_TYPES);
const colorOptions = optionsOf(COLORS, colorLabels);

/** The seller sees their share as they type, so the 5 % commission is never a surprise. */
function priceHint(price: string): string {
  const cents = eurosToCents(price);
  if (cents === null || cents === 0) return 'Commission de 5\u00a0% déduite à la vente.';
  return `Vous recevrez ${formatEuros(sellerAmountCents(cents))} après la commission de 5\u00a0%.`;
}

/** Title, description, price, category and the common characteristics of any product. */
export function BasicFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const [price, lengthCm] = useWatch({ control, name: ['price', 'lengthCm'] });
  const inches = inchesHint(lengthCm);

  const aria = (id: string, name: keyof ProductFormValues, hint?: string | null) =>
    fieldAria(id, { error: errors[name]?.message, hint });

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormField
        id="product-title"
        label={
          <>
            Titre
            <RequiredMark />
          </>
        }
        error={errors.title?.message}
        className="sm:col-span-2"
      >
        <Input required autoComplete="off" {...aria('product-title', 'title')} {...register('title')} />
      </FormField>
      <FormField
        id="product-description"
        label={
          <>
            Description
            <RequiredMark />
          </>
        }
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <Textarea required rows={5} {...aria('product-description', 'description')} {...register('description')} />
      </FormField>
      <FormField
        id="product-price"
        label={
          <>
            Prix (€)
            <RequiredMark />
          </>
        }
        hint={priceHint(price)}
        error={errors.price?.message}
      >
        <Input
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="ex. 49,99"
          {...aria('product-price', 'price', priceHint(price))}
          {...register('price')}
        />
      </FormField>
      <FormField
        id="product-stock"
        label={
          <>
            Quantité en stock
            <RequiredMark />
          </>
        }
        error={errors.stockQuantity?.message}
      >
        <Input
          required
          inputMode="numeric"
          autoComplete="off"
          {...aria('product-stock', 'stockQuantity')}
          {...register('stockQuantity')}
        />
      </FormField>
      <FormField
        id="product-category"
        label={
          <>
            Catégorie
            <RequiredMark />
          </>
        }
        error={errors.category?.message}
      >
        <NativeSelect
          required
          options={categoryOptions}
          placeholder="Choisir une catégorie"
          {...aria('product-category', 'category')}
          {...register('category')}
        />
      </FormField>
      <FormField id="product-hair-type" label="Type de cheveux" error={errors.hairType?.message}>
        <NativeSelect
          options={hairTypeOptions}
          placeholder="Non précisé"
          {...aria('product-hair-type', 'hairType')}
          {...register('hairType')}
        />
      </FormField>
      <FormField id="product-color" label="Couleur" error={errors.color?.message}>
        <NativeSelect
          options={colorOptions}
          placeholder="Non précisée"
          {...aria('product-color', 'color')}
          {...register('color')}
        />
      </FormField>
      <FormField id="product-length" label="Longueur (cm)" hint={inches} error={errors.lengthCm?.message}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="ex. 45"
          {...aria('product-length', 'lengthCm', inches)}
          {...register('lengthCm')}
        />
      </FormField>
      <ConditionFields />
    </div>
  );
}
