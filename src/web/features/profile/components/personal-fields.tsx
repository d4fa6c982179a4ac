import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import type { ProfileFormInput } from '@shared/profile/profile.schemas';
import { TextField as AnyTextField } from './text-field';

const TextField = AnyTextField<ProfileFormInput>;

const BIO_MAX = 500;

/** Name, username, bio, phone and address: spec §5 'Profile form'. */
export function PersonalFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfileFormInput>();
  const bio = useWatch({ control, name: 'bio' });
  const bioHint = `${bio?.length ?? 0}/${BIO_MAX} caractères`;

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TextField name="fullName" label="Nom complet" autoComplete="name" required />
      <TextField
        name="username"
        label="Nom d'utilisateur"
        autoComplete="nickname"
        hint="3 à 20 caractères : lettres, chiffres, tirets et underscores. Affiché publiquement."
      />
      <FormField id="profile-bio" label="Bio" hint={bioHint} error={errors.bio?.message} className="sm:col-span-2">
        <Textarea
          rows={4}
          placeholder="Présentez-vous en quelques mots"
          {...fieldAria('profile-bio', { error: errors.bio?.message, hint: bioHint })}
          {...register('bio')}
        />
      </FormField>
      <TextField name="phone" label="Téléphone" type="tel" autoComplete="tel" hint="Jamais affiché publiquement." />
      <TextField name="address" label="Adresse" autoComplete="address-line1" hint="Jamais affichée publiquement." />
      <TextField name="postalCode" label="Code postal" autoComplete="postal-code" />
      <TextField name="city" label="Ville" autoComplete="address-level2" />
      <TextField name="country" label="Pays" autoComplete="country-name" />
    </div>
  );
}
