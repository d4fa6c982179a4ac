import { type ComponentProps, type KeyboardEvent, useState } from 'react';
import { MapPin } from 'lucide-react';
import type { AddressSuggestion } from '@shared/orders/order-view.schemas';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/utils';
import { SUGGEST_MIN_CHARS, useAddressSuggestions } from '../api/suggest-addresses';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const DEBOUNCE_MS = 300;
const MAX_SUGGESTIONS = 5;

type AddressComboboxProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id'> & {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was chosen: the caller fills the address and the country. */
  onPick: (suggestion: AddressSuggestion) => void;
};

/**
 * A text field with address suggestions (WAI-ARIA combobox, list autocomplete):
 * arrows move through them, Enter picks, Escape closes; typing freely always works,
 * so an empty list (no provider, provider down) never blocks the form.
 */
export function AddressCombobox({ id, value, onValueChange, onPick, onBlur, ...inputProps }: AddressComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(value, DEBOUNCE_MS);
  const query = useAddressSuggestions(open ? debounced : '');
  const enoughTyped = value.trim().length >= SUGGEST_MIN_CHARS;
  const suggestions = open && enoughTyped ? (query.data ?? []).slice(0, MAX_SUGGESTIONS) : [];
  const expanded = suggestions.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;

  function pick(suggestion: AddressSuggestion) {
    onPick(suggestion);
    setOpen(false);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < count) {
      // Picks the highlighted suggestion instead of submitting the form.
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="grid gap-1">
      <Input
        {...inputProps}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          setOpen(false);
          setActive(-1);
          onBlur?.(event);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions d'adresses"
        hidden={!expanded}
        className="grid overflow-hidden rounded-lg border border-border bg-popover text-popover-foreground shadow-md"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.label}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the field, so the click lands before the list closes on blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-sm',
              index === active ? 'bg-muted' : 'hover:bg-muted/60',
            )}
          >
            <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>{suggestion.label}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? `${suggestions.length} suggestions disponibles` : ''}
      </p>
    </div>
  );
}
