import type { ChangeEvent, ComponentProps } from 'react';
import { REFERRAL_CODE_MAX } from '@shared/auth/auth.schemas';
import { Input } from '@web/components/ui/input';

type ReferralCodeInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** Upper-cases as the user types, keeping the caret where it was. */
export function ReferralCodeInput({ value, onValueChange, ...props }: ReferralCodeInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const { selectionStart, selectionEnd } = input;
    const upper = input.value.toUpperCase();
    if (upper !== input.value) {
      // Rewriting the DOM value ourselves (rather than through React) keeps the caret in place.
      input.value = upper;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    onValueChange(upper);
  }

  return (
    <Input
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={REFERRAL_CODE_MAX}
      value={value}
      onChange={handleChange}
      {...props}
    />
  );
}
