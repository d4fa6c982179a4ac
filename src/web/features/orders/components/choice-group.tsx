import type { ReactNode } from 'react';
import { FieldError } from '@web/components/ui/form-field';
import { cn } from '@web/lib/utils';

export type Choice<T extends string> = { value: T; label: string; description?: ReactNode; icon?: ReactNode };

type ChoiceGroupProps<T extends string> = {
  name: string;
  legend: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string | undefined;
};

/** Native radio buttons drawn as cards: arrow keys, labels and forms work as usual. */
export function ChoiceGroup<T extends string>({ name, legend, choices, value, onChange, error }: ChoiceGroupProps<T>) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-card p-3 transition-colors',
            'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40',
          )}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            aria-invalid={error ? true : undefined}
            className="mt-1 size-4 accent-primary"
          />
          {choice.icon ? <span className="mt-0.5 text-muted-foreground">{choice.icon}</span> : null}
          <span className="grid gap-0.5">
            <span className="text-sm font-medium">{choice.label}</span>
            {choice.description ? <span className="text-sm text-muted-foreground">{choice.description}</span> : null}
          </span>
        </label>
      ))}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
