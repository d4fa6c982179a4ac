import { useId } from 'react';
import { paymentProofRules } from '@shared/orders/checkout.schemas';
import { FieldError } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

type ProofFileFieldProps = {
  file: File | null;
  error: string | undefined;
  onSelect: (file: File | null) => void;
  disabled: boolean;
};

/** JPG, PNG or PDF up to 5 MB; the server checks the bytes again. */
export function ProofFileField({ file, error, onSelect, disabled }: ProofFileFieldProps) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Preuve de paiement</Label>
      <Input
        id={id}
        type="file"
        accept={['.jpg', '.jpeg', '.png', '.pdf', ...paymentProofRules.types].join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => onSelect(event.target.files?.[0] ?? null)}
        className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium"
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {file ? `Fichier sélectionné: ${file.name}` : 'JPG, PNG ou PDF, 5 Mo maximum.'}
      </p>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
