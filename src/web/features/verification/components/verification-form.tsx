import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  verificationDocumentRules,
  verificationMessages,
  verificationRequestSchema,
} from '@shared/trust/verification.schemas';
import { ProofFileField, useProofFile } from '@web/components/proof-file-field';
import { Button } from '@web/components/ui/button';
import { FieldError, FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { refusalMessage } from '@web/lib/refusal-message';
import type { MySellerStatus } from '@shared/trust/seller-status.schemas';
import { useRequestVerification } from '../api/my-verification';
import { SellerKindChoice } from './seller-kind-choice';

const KINDS = [
  { value: 'individual', label: 'Particulier', description: 'Une pièce d’identité en cours de validité.' },
  {
    value: 'professional',
    label: 'Professionnel',
    description: 'Une pièce d’identité et le numéro SIRET de l’entreprise.',
  },
] as const;

/**
 * The request: individual or professional (SIRET checked as the server checks it), and the
 * document. A professional's profile asks as one, with the SIRET of their legal details (decision 060).
 */
export function VerificationForm({ sellerStatus }: { sellerStatus: MySellerStatus | undefined }) {
  const [kind, setKind] = useState<'individual' | 'professional'>(
    sellerStatus?.status === 'professional' ? 'professional' : 'individual',
  );
  const [siret, setSiret] = useState(sellerStatus?.details?.siret ?? '');
  const [siretError, setSiretError] = useState<string>();
  const document = useProofFile(verificationDocumentRules);
  const request = useRequestVerification();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = verificationRequestSchema.safeParse({ kind, siret });
    setSiretError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    const file = document.check();
    if (!parsed.success || !file) return;
    try {
      await request.mutateAsync({ kind, siret, document: file });
    } catch (error) {
      toast.error(refusalMessage(error, verificationMessages.requestFailed));
      return;
    }
    toast.success(verificationMessages.requested);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <SellerKindChoice name="verification-kind" choices={KINDS} value={kind} onChange={setKind} />
      {kind === 'professional' ? (
        <FormField
          id="verification-siret"
          label="Numéro SIRET"
          hint="14 chiffres, espaces acceptés."
          error={siretError}
        >
          <Input
            {...fieldAria('verification-siret', { error: siretError, hint: true })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={siret}
            onChange={(event) => setSiret(event.target.value)}
          />
        </FormField>
      ) : null}
      <ProofFileField
        id="verification-document"
        label="Pièce d’identité"
        rules={verificationDocumentRules}
        proof={document}
        disabled={request.isPending}
      />
      {request.isError ? (
        <FieldError id="verification-error">
          {refusalMessage(request.error, verificationMessages.requestFailed)}
        </FieldError>
      ) : null}
      <Button type="submit" disabled={request.isPending} className="w-full sm:w-fit">
        {request.isPending ? 'Envoi…' : 'Demander la vérification'}
      </Button>
    </form>
  );
}
