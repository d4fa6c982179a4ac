import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

type TextFieldProps<Values extends FieldValues> = {
  name: Path<Values>;
  label: string;
  autoComplete: string;
  type?: 'text' | 'tel' | 'email';
  hint?: string;
  required?: boolean;
  className?: string;
};

/** One labelled input of the profile's forms, with its hint and inline error. */
export function TextField<Values extends FieldValues>({
  name,
  label,
  autoComplete,
  type = 'text',
  hint,
  required,
  className,
}: TextFieldProps<Values>) {
  const { register, getFieldState, formState } = useFormContext<Values>();
  const id = `profile-${name}`;
  const error = getFieldState(name, formState).error?.message;
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
