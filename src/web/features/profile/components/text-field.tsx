import { useFormContext } from 'react-hook-form';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import type { ProfileFormInput } from '@shared/profile/profile.schemas';

type TextFieldProps = {
  name: keyof ProfileFormInput;
  label: string;
  autoComplete: string;
  type?: 'text' | 'tel' | 'email';
  hint?: string;
  required?: boolean;
  className?: string;
};

/** One labelled input of the profile form, with its hint and inline error. */
export function TextField({ name, label, autoComplete, type = 'text', hint, required, className }: TextFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProfileFormInput>();
  const id = `profile-${name}`;
  const error = errors[name]?.message;
  return (
    <FormField
      id={id}
      label={
        <>
          {label}
          {required ? (
            <span aria-hidden="true" className="text-destructive">
              {' *'}
            </span>
          ) : null}
        </>
      }
      hint={hint}
      error={error}
      className={className}
    >
      <Input
        type={type}
        required={required}
        autoComplete={autoComplete}
        {...fieldAria(id, { error, hint })}
        {...register(name)}
      />
    </FormField>
  );
}
