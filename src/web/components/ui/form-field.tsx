import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { Label } from './label';

type FieldMessages = { error?: string | undefined; hint?: ReactNode };

/** ARIA wiring for a control so screen readers read its hint and error with it. */
export function fieldAria(id: string, { error, hint }: FieldMessages) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  };
}

type FormFieldProps = FieldMessages & {
  id: string;
  label: ReactNode;
  children: ReactNode;
  className?: string;
};

/** Label, control, hint and inline error, in that reading order. */
export function FormField({ id, label, error, hint, children, className }: FormFieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
