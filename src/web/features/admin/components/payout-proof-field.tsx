import { paymentProofRules } from '@shared/orders/checkout.schemas';
import { FieldError } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

type PayoutProofFieldProps = {
  file: File | null;
  error: string | undefined;
  onSelect: (file: File | null) => void;
  disabled: boolean;
};

const ID = 'payout-proof';

/** Optional; JPG, PNG or PDF up to 5 MB, sent once the payout is recorded. The server checks the bytes. */
export function PayoutProofField({ file, error, onSelect, disabled }: PayoutProofFieldProps) {
  const describedBy = [`${ID}-hint`, error ? `${ID}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={ID}>Preuve du versement (facultatif)</Label>
      <Input
        id={ID}
        type="file"
        accept={['.jpg', '.jpeg', '.png', '.pdf', ...paymentProofRules.types].join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => onSelect(event.target.files?.[0] ?? null)}
        className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium"
      />
      <p id={`${ID}-hint`} className="text-sm text-muted-foreground">
        {file ? `Fichier sélectionné: ${file.name}` : 'JPG, PNG ou PDF, 5 Mo maximum.'}
      </p>
      {error ? <FieldError id={`${ID}-error`}>{error}</FieldError> : null}
    </div>
  );
}
