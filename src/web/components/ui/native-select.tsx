import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/utils';

export type NativeSelectOption = { value: string; label: string };

type NativeSelectProps = ComponentProps<'select'> & {
  options: readonly NativeSelectOption[];
  /** Text of the empty first choice ('' value), e.g. 'Toutes'. */
  placeholder: string;
};

/**
 * A real <select>: on a phone the system picker is faster than a custom list,
 * and '' gives an "any" or "not specified" choice.
 */
export function NativeSelect({ options, placeholder, className, ...props }: NativeSelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-11 w-full appearance-none rounded-lg border border-input bg-card py-2 pr-9 pl-3 text-base text-foreground shadow-xs outline-none',
          'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 aria-invalid:border-destructive disabled:opacity-50',
          className,
        )}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden="true"
      />
    </div>
  );
}

/** Options from stored values and their French labels (the value itself when it is already French). */
export function optionsOf<T extends string>(values: readonly T[], labels?: Record<T, string>): NativeSelectOption[] {
  return values.map((value) => ({ value, label: labels ? labels[value] : value }));
}
