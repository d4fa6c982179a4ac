import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { formatEuros } from '@shared/money';
import { DAC7_SALES_THRESHOLD, dac7Texts, quarterLabels } from '@shared/tax/dac7';
import {
  TAX_COUNTRIES,
  type TaxProfile,
  entityTaxDetailsInputSchema,
  individualTaxDetailsInputSchema,
  type taxDetailsInputSchema,
} from '@shared/tax/tax-details.schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { useSaveTaxDetails } from '../api/tax-profile';

type Input = z.input<typeof taxDetailsInputSchema>;
type Data = z.output<typeof taxDetailsInputSchema>;

const countryOptions = TAX_COUNTRIES.map((country) => ({ value: country.iso, label: country.fr }));

function toValues(profile: TaxProfile): Input {
  const details = profile.details;
  return {
    firstName: details?.firstName ?? '',
    lastName: details?.lastName ?? '',
    birthDate: details?.birthDate ?? '',
    street: details?.street ?? '',
    postalCode: details?.postalCode ?? '',
    city: details?.city ?? '',
    countryCode: details?.countryCode ?? 'FR',
    tin: details?.tin ?? '',
    tinCountry: details?.tinCountry ?? 'FR',
  };
}

/**
 * 'Informations fiscales' in Mes revenus (DAC7, decision 063): this year's figures, why we ask,
 * the form, and the hold on payouts when the seller is reportable without it.
 */
export function TaxDetailsCard({ profile }: { profile: TaxProfile }) {
  // A company is reported under its legal details: no names nor date of birth to ask (decision 063).
  const form = useForm<Input, unknown, Data>({
    resolver: zodResolver(profile.isProfessional ? entityTaxDetailsInputSchema : individualTaxDetailsInputSchema),
    defaultValues: toValues(profile),
  });
  const save = useSaveTaxDetails();
  const { errors, isSubmitting } = form.formState;
  const { activity } = profile;

  async function onValid(data: Data) {
    try {
      await save.mutateAsync(data);
      toast.success(dac7Texts.saved);
    } catch (error) {
      toast.error(refusalMessage(error, "Erreur lors de l'enregistrement des informations fiscales"));
    }
  }

  const text = (id: keyof Input, label: string, autoComplete: string, hint?: string) => (
    <FormField id={`tax-${id}`} label={label} error={errors[id]?.message} hint={hint}>
      <Input
        autoComplete={autoComplete}
        {...fieldAria(`tax-${id}`, { error: errors[id]?.message, hint })}
        {...form.register(id)}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Informations fiscales</CardTitle>
        <CardDescription>{dac7Texts.why}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {profile.payoutsHeld ? (
          <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {dac7Texts.held}
          </p>
        ) : profile.detailsRequested && !profile.details ? (
          <p role="status" className="rounded-lg bg-muted px-3 py-2 text-sm">
            {dac7Texts.asked}
          </p>
        ) : null}
        <section aria-labelledby="tax-year" className="grid grid-cols-1 gap-2">
          <h3 id="tax-year" className="font-semibold">
            En {profile.year} : {activity.sales} vente{activity.sales > 1 ? 's' : ''} sur {DAC7_SALES_THRESHOLD},{' '}
            {formatEuros(activity.considerationCents)} perçus sur 2 000 €
          </h3>
          <ul className="grid grid-cols-1 gap-1 text-sm text-muted-foreground sm:grid-cols-2">
            {activity.quarters.map((quarter, index) => (
              <li key={quarterLabels[index]}>
                {quarterLabels[index]} : {quarter.sales} vente{quarter.sales > 1 ? 's' : ''},{' '}
                {formatEuros(quarter.considerationCents)}
              </li>
            ))}
          </ul>
        </section>
        {profile.statementYears.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {profile.statementYears.map((year) => (
              <li key={year}>
                <Link to={`/earnings/tax-statement/${year}`} className="text-primary underline">
                  Récapitulatif fiscal {year}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {profile.detailsRequested || profile.details ? (
          <form
            noValidate
            aria-label="Informations fiscales"
            onSubmit={(event) => void form.handleSubmit(onValid)(event)}
            className="grid grid-cols-1 gap-4"
          >
            {profile.isProfessional ? (
              <CompanyLines company={profile.company} />
            ) : (
              <>
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  {text('firstName', 'Prénom (comme sur vos papiers)', 'given-name')}
                  {text('lastName', 'Nom (comme sur vos papiers)', 'family-name')}
                </div>
                <FormField id="tax-birthDate" label="Date de naissance" error={errors.birthDate?.message}>
                  <Input
                    type="date"
                    autoComplete="bday"
                    {...fieldAria('tax-birthDate', { error: errors.birthDate?.message })}
                    {...form.register('birthDate')}
                  />
                </FormField>
              </>
            )}
            {text('street', profile.isProfessional ? 'Adresse du siège' : 'Adresse', 'street-address')}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {text('postalCode', 'Code postal', 'postal-code')}
              {text('city', 'Ville', 'address-level2')}
            </div>
            <FormField id="tax-countryCode" label="Pays de résidence" error={errors.countryCode?.message}>
              <NativeSelect
                options={countryOptions}
                placeholder="Choisir un pays"
                {...fieldAria('tax-countryCode', { error: errors.countryCode?.message })}
                {...form.register('countryCode')}
              />
            </FormField>
            {text(
              'tin',
              'Numéro fiscal',
              'off',
              profile.isProfessional
                ? 'Pour une entreprise française, c’est le SIREN : les 9 premiers chiffres du SIRET.'
                : 'En France, le numéro fiscal de 13 chiffres figure sur votre avis d’impôt.',
            )}
            <FormField id="tax-tinCountry" label="Pays qui a délivré ce numéro" error={errors.tinCountry?.message}>
              <NativeSelect
                options={countryOptions}
                placeholder="Choisir un pays"
                {...fieldAria('tax-tinCountry', { error: errors.tinCountry?.message })}
                {...form.register('tinCountry')}
              />
            </FormField>
            <p className="text-sm break-words text-muted-foreground">
              {profile.iban
                ? `Compte de versement déclaré : ${profile.iban}.`
                : 'Aucun IBAN renseigné : ajoutez-le dans Paramètres, Coordonnées de versement, si vous êtes payé par virement.'}
            </p>
            <div className="flex justify-end">
              {/* The label wraps at 320 px rather than widen the card. */}
              <Button
                type="submit"
                size="lg"
                disabled={isSubmitting}
                className="h-auto min-h-10 w-full py-2 whitespace-normal sm:w-auto"
              >
                {isSubmitting ? <Spinner className="[&_svg]:text-current" label="Enregistrement…" /> : null}
                Enregistrer mes informations fiscales
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">
            Rien à faire pour l’instant : nous vous demanderons ces informations à partir de 25 ventes ou 1 500 € sur
            l’année.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The company the report names, from the legal details the seller gave (decision 060). */
function CompanyLines({ company }: { company: TaxProfile['company'] }) {
  if (!company) {
    return (
      <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
        Vous vendez en tant que Professionnel : renseignez d’abord les informations de votre entreprise dans{' '}
        <Link to="/profile" className="underline">
          Mon profil, Statut de vendeur
        </Link>
        . Boucles vous déclare sous ce nom, ce SIRET et ce numéro de TVA.
      </p>
    );
  }
  return (
    <p className="text-sm break-words">
      Déclaré au nom de l’entreprise {company.name}, SIRET {company.siret}
      {company.vatNumber ? `, TVA ${company.vatNumber}` : ''}. Pour les modifier : Mon profil, Statut de vendeur.
    </p>
  );
}
