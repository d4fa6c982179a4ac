import { useState } from 'react';
import { type FileRules, fileRuleError } from '@shared/file-rules';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

export type ProofFile = {
  file: File | null;
  error: string | undefined;
  select: (file: File | null) => void;
  /**
   * The file when it keeps the rules; otherwise null, the problem shown under the field (not
   * in a toast too, which on a phone would cover the dialog's title and close button).
   */
  check: () => File | null;
};

/** The chosen proof and its inline error, checked against the same rules as the server. */
export function useProofFile(rules: FileRules): ProofFile {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  return {
    file,
    error,
    select(next) {
      setFile(next);
      setError(next ? (fileRuleError(next, rules) ?? undefined) : undefined);
    },
    check() {
      const problem = fileRuleError(file, rules);
      setError(problem ?? undefined);
      return problem === null ? file : null;
    },
  };
}

type ProofFileFieldProps = { id: string; label: string; rules: FileRules; proof: ProofFile; disabled: boolean };

/** A proof picker (JPG, PNG or PDF up to 5 MB) that names the chosen file; the server checks the bytes again. */
export function ProofFileField({ id, label, rules, proof, disabled }: ProofFileFieldProps) {
  const { file, error } = proof;
  return (
    <FormField
      id={id}
      label={label}
      hint={file ? `Fichier sélectionné: ${file.name}` : 'JPG, PNG ou PDF, 5 Mo maximum.'}
      error={error}
    >
      <Input
        {...fieldAria(id, { error, hint: true })}
        type="file"
        // The extensions too: some mobile pickers only filter by them.
        accept={['.jpg', '.jpeg', '.png', '.pdf', ...rules.types].join(',')}
        disabled={disabled}
        onChange={(event) => proof.select(event.target.files?.[0] ?? null)}
        className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium"
      />
    </FormField>
  );
}
