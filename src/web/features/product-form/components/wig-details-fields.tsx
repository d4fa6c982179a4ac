import type { Ref } from 'react';
import { ChevronDown } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import {
  CAP_SIZES,
  capSizeHelp,
  HAIR_QUALITIES,
  hairQualityLabels,
  LACE_COLOURS,
  laceColourLabels,
  laceLabels,
  LACES,
  originLabels,
  ORIGINS,
  textureLabels,
  TEXTURES,
} from '@shared/catalogue/product-options';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect, optionsOf } from '@web/components/ui/native-select';
import type { ProductFormValues } from '../product-form-values';
import { CheckboxField } from './checkbox-field';
import { DensityField } from './density-field';

const textureOptions = optionsOf(TEXTURES, textureLabels);
const laceOptions = optionsOf(LACES, laceLabels);
const laceColourOptions = optionsOf(LACE_COLOURS, laceColourLabels);
const capSizeOptions = CAP_SIZES.map((size) => ({ value: size, label: `${size} — ${capSizeHelp[size]}` }));
const qualityOptions = optionsOf(HAIR_QUALITIES, hairQualityLabels);
const originOptions = optionsOf(ORIGINS, originLabels);

type WigDetailsFieldsProps = {
  /** The form opens the section when one of its fields has an error, so focus can reach it. */
  detailsRef: Ref<HTMLDetailsElement>;
  defaultOpen: boolean;
};

/**
 * What buyers of wigs compare (texture, lace, density, cap size…), all optional.
 * A native <details>: keyboard and screen readers handle it with no script.
 */
export function WigDetailsFields({ detailsRef, defaultOpen }: WigDetailsFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();

  const select = (id: string, name: keyof ProductFormValues) => ({
    ...fieldAria(id, { error: errors[name]?.message }),
    ...register(name),
  });

  return (
    <details ref={detailsRef} open={defaultOpen} className="group rounded-2xl border border-border bg-card">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 text-lg leading-tight font-semibold outline-none focus-visible:ring-3 focus-visible:ring-ring/40 [&::-webkit-details-marker]:hidden">
        <span>
          Détails de la perruque
          <span className="block text-sm font-normal text-muted-foreground">Texture, lace, densité, taille…</span>
        </span>
        <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="grid items-start gap-4 border-t border-border px-5 pt-4 pb-5 sm:grid-cols-2">
        <FormField id="product-texture" label="Texture">
          <NativeSelect options={textureOptions} placeholder="Non précisée" {...select('product-texture', 'texture')} />
        </FormField>
        <div className="grid gap-1">
          <FormField id="product-lace" label="Lace">
            <NativeSelect options={laceOptions} placeholder="Non précisée" {...select('product-lace', 'lace')} />
          </FormField>
          <FormField id="product-lace-colour" label="Couleur de la lace">
            <NativeSelect
              options={laceColourOptions}
              placeholder="Non précisée"
              {...select('product-lace-colour', 'laceColour')}
            />
          </FormField>
          <CheckboxField name="glueless" id="product-glueless" label="Glueless" />
        </div>
        <div className="grid gap-1">
          <CheckboxField name="prePlucked" id="product-pre-plucked" label="Ligne frontale pré-épilée" />
          <CheckboxField name="bleachedKnots" id="product-bleached-knots" label="Nœuds décolorés" />
          <CheckboxField name="dyeable" id="product-dyeable" label="Peut être teinte ou décolorée" />
        </div>
        <DensityField />
        <FormField id="product-cap-size" label="Taille du bonnet" hint="Mesurez le tour de tête au niveau du front.">
          <NativeSelect
            options={capSizeOptions}
            placeholder="Non précisée"
            {...fieldAria('product-cap-size', { hint: 'Mesurez le tour de tête au niveau du front.' })}
            {...register('capSize')}
          />
        </FormField>
        <FormField id="product-quality" label="Qualité des cheveux">
          <NativeSelect
            options={qualityOptions}
            placeholder="Non précisée"
            {...select('product-quality', 'hairQuality')}
          />
        </FormField>
        <FormField id="product-origin" label="Origine">
          <NativeSelect options={originOptions} placeholder="Non précisée" {...select('product-origin', 'origin')} />
        </FormField>
        <FormField
          id="product-color-code"
          label="Code couleur"
          hint="ex. 1B, 613, 4/27"
          error={errors.colorCode?.message}
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            {...fieldAria('product-color-code', { error: errors.colorCode?.message, hint: 'ex. 1B, 613, 4/27' })}
            {...register('colorCode')}
          />
        </FormField>
        {/* On two columns, lined up with the code field's input rather than its label. */}
        <div className="sm:pt-6.5">
          <CheckboxField name="heatResistant" id="product-heat-resistant" label="Résistante à la chaleur" />
        </div>
      </div>
    </details>
  );
}
