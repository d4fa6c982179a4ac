import { useFormContext, useWatch } from 'react-hook-form';
import {
  ATTACHMENTS,
  attachmentLabels,
  CATEGORIES,
  CATEGORIES_REQUIRING_CONDITION,
  CURL_PATTERNS,
  detailsApply,
  HAIR_TYPES,
  LISTING_CONDITIONS,
  listingConditionLabels,
} from '@shared/catalogue/product-options';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect, optionsOf } from '@web/components/ui/native-select';
import type { ProductFormValues } from '../product-form-values';
import { RequiredMark } from './required-mark';

const conditionOptions = optionsOf(LISTING_CONDITIONS, listingConditionLabels);
const curlOptions = CURL_PATTERNS.map((pattern) => ({ value: pattern, label: pattern }));
const attachmentOptions = optionsOf(ATTACHMENTS, attachmentLabels);

const oneOf = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

/**
 * 'État' and the details that depend on the category (issue 31): bundles for a weave, the
 * attachment of extensions, the curl type of natural hair. Only the ones that apply show.
 */
export function ConditionFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const [categoryValue, hairTypeValue] = useWatch({ control, name: ['category', 'hairType'] });
  const category = oneOf(CATEGORIES, categoryValue);
  const conditionRequired = category !== null && CATEGORIES_REQUIRING_CONDITION.includes(category);
  const applies = category ? detailsApply(category, oneOf(HAIR_TYPES, hairTypeValue)) : null;

  const aria = (id: string, name: keyof ProductFormValues, hint?: string) =>
    fieldAria(id, { error: errors[name]?.message, hint });

  return (
    <>
      <FormField
        id="product-condition"
        label={
          <>
            État
            {conditionRequired ? <RequiredMark /> : null}
          </>
        }
        error={errors.condition?.message}
      >
        <NativeSelect
          required={conditionRequired}
          options={conditionOptions}
          placeholder={conditionRequired ? "Choisir l'état" : 'Non précisé'}
          {...aria('product-condition', 'condition')}
          {...register('condition')}
        />
      </FormField>
      {applies?.curlPattern ? (
        <FormField id="product-curl-pattern" label="Type de boucle" error={errors.curlPattern?.message}>
          <NativeSelect
            options={curlOptions}
            placeholder="Non précisé"
            {...aria('product-curl-pattern', 'curlPattern')}
            {...register('curlPattern')}
          />
        </FormField>
      ) : null}
      {applies?.bundles ? (
        <>
          <FormField id="product-bundle-count" label="Nombre de paquets" error={errors.bundleCount?.message}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              placeholder="ex. 3"
              {...aria('product-bundle-count', 'bundleCount')}
              {...register('bundleCount')}
            />
          </FormField>
          <FormField id="product-bundle-weight" label="Poids par paquet (g)" error={errors.bundleWeightG?.message}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              placeholder="ex. 100"
              {...aria('product-bundle-weight', 'bundleWeightG')}
              {...register('bundleWeightG')}
            />
          </FormField>
        </>
      ) : null}
      {applies?.attachment ? (
        <FormField id="product-attachment" label="Pose" error={errors.attachment?.message}>
          <NativeSelect
            options={attachmentOptions}
            placeholder="Non précisée"
            {...aria('product-attachment', 'attachment')}
            {...register('attachment')}
          />
        </FormField>
      ) : null}
    </>
  );
}
