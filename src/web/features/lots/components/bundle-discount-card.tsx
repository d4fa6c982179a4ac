import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgePercent, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  type BundleDiscount,
  type BundleDiscountInput,
  type BundleDiscountView,
  MAX_BUNDLE_TIERS,
  bundleDiscountMessages,
  bundleDiscountSchema,
} from '@shared/lots/bundle-discount.schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FieldError, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { useBundleDiscount, useSetBundleDiscount } from '../api/bundle-discount';

const FAILED = 'Erreur lors de l’enregistrement de la remise';

/** Issue 32: the seller's discount on lots, in steps ('dès 2 articles : −10 %'); none is off. */
export function BundleDiscountCard() {
  const discount = useBundleDiscount();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BadgePercent className="size-5" aria-hidden="true" />
          Remise sur les lots
        </CardTitle>
        <CardDescription>
          Quand un acheteur commande plusieurs de vos articles ensemble, en un seul envoi. Sans palier, pas de remise.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {discount.data ? (
          <BundleDiscountForm current={discount.data} />
        ) : (
          <Spinner className="[&_svg]:size-5" label="Chargement…" />
        )}
      </CardContent>
    </Card>
  );
}

function BundleDiscountForm({ current }: { current: BundleDiscountView }) {
  const save = useSetBundleDiscount();
  const form = useForm<BundleDiscountInput, unknown, BundleDiscount>({
    resolver: zodResolver(bundleDiscountSchema),
    defaultValues: { tiers: current.tiers },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'tiers' });
  const { errors, isSubmitting } = form.formState;
  const listError = errors.tiers?.message ?? errors.tiers?.root?.message;

  async function onValid(data: BundleDiscount) {
    try {
      const saved = await save.mutateAsync(data);
      form.reset({ tiers: saved.tiers });
      toast.success(saved.tiers.length === 0 ? bundleDiscountMessages.turnedOff : bundleDiscountMessages.saved);
    } catch (error) {
      toast.error(refusalMessage(error, FAILED));
    }
  }

  function addStep() {
    const last = fields.at(-1);
    append({ minItems: Math.min((last?.minItems ?? 1) + 1, 10), percent: Math.min((last?.percent ?? 5) + 5, 50) });
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-4">
      <p role="status" className="text-sm font-medium">
        {current.sentence ?? 'Aucune remise sur les lots pour le moment.'}
      </p>
      {fields.length > 0 ? (
        <ul className="grid gap-3" aria-label="Paliers de remise">
          {fields.map((field, index) => {
            const itemsId = `bundle-tier-${index}-items`;
            const percentId = `bundle-tier-${index}-percent`;
            const itemsError = errors.tiers?.[index]?.minItems?.message;
            const percentError = errors.tiers?.[index]?.percent?.message;
            return (
              <li key={field.id} className="grid gap-1.5 rounded-xl border border-border p-3">
                <div className="flex flex-wrap items-end gap-3">
                  <div className="grid gap-1.5">
                    <Label htmlFor={itemsId}>Dès (articles)</Label>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={2}
                      max={10}
                      className="w-20"
                      {...fieldAria(itemsId, { error: itemsError })}
                      {...form.register(`tiers.${index}.minItems`, { valueAsNumber: true })}
                    />
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor={percentId}>Remise (%)</Label>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={50}
                      className="w-20"
                      {...fieldAria(percentId, { error: percentError })}
                      {...form.register(`tiers.${index}.percent`, { valueAsNumber: true })}
                    />
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="ml-auto size-11"
                    aria-label={`Supprimer le palier ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                {itemsError ? <FieldError id={`${itemsId}-error`}>{itemsError}</FieldError> : null}
                {percentError ? <FieldError id={`${percentId}-error`}>{percentError}</FieldError> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {listError ? <FieldError id="bundle-tiers-error">{listError}</FieldError> : null}
      <div className="flex flex-wrap gap-2">
        {fields.length < MAX_BUNDLE_TIERS ? (
          <Button type="button" variant="outline" onClick={addStep}>
            Ajouter un palier
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Enregistrement…" /> : null}
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
