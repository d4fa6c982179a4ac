import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { OwnProfile } from '@shared/profile/own-profile.schemas';
import {
  type ProfileFormData,
  type ProfileFormInput,
  profileFormSchema,
  profileMessages,
} from '@shared/profile/profile.schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { refusalMessage } from '@web/lib/refusal-message';
import { useUpdateProfile } from '../api/update-profile';
import { changedFields, firstErrorMessage, profileToFormValues } from '../profile-form-values';
import { PersonalFields } from './personal-fields';

/** 'Modifier mon profil': each refusal is a toast that stops the save (spec §5), and is also shown by its field. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const form = useForm<ProfileFormInput, unknown, ProfileFormData>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileToFormValues(profile),
  });
  const update = useUpdateProfile();
  const { isSubmitting } = form.formState;

  async function onValid(data: ProfileFormData) {
    try {
      const saved = await update.mutateAsync(changedFields(data, form.formState.dirtyFields));
      form.reset(profileToFormValues(saved));
      toast.success(profileMessages.saveSuccess);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
        form.setError('username', { message: error.message }, { shouldFocus: true });
      }
      toast.error(refusalMessage(error, profileMessages.saveError));
    }
  }

  function onInvalid(errors: Parameters<typeof firstErrorMessage>[0]) {
    const message = firstErrorMessage(errors);
    if (message) toast.error(message);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Modifier mon profil</CardTitle>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
            className="grid gap-6"
          >
            <PersonalFields />
            <div className="flex justify-end">
              <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
                {isSubmitting ? <Spinner className="[&_svg]:text-current" label="Enregistrement…" /> : null}
                Enregistrer les modifications
              </Button>
            </div>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
