import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { SellerStatus } from '@shared/trust/seller-status';
import {
  type MySellerStatus,
  sellerStatusInputSchema,
  sellerStatusMessages,
} from '@shared/trust/seller-status.schemas';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldError, FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { refusalMessage } from '@web/lib/refusal-message';
import { useSaveSellerStatus } from '../api/seller-status';
import { SellerKindChoice } from './seller-kind-choice';

const STATUSES = [
  {
    value: 'private',
    label: 'Particulier',
    description: 'Vous vendez vos propres affaires, à titre occasionnel.',
  },
  {
    value: 'professional',
    label: 'Professionnel',
    description:
      'Vous vendez dans le cadre d’une activité (entreprise, auto-entreprise). Vos acheteurs peuvent se rétracter 14 jours.',
  },
] as const;

type Field = 'companyName' | 'address' | 'phone' | 'email' | 'siret' | 'vatNumber';
const FIELDS: {
  name: Field;
  label: string;
  autoComplete: string;
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
}[] = [
  { name: 'companyName', label: 'Nom de l’entreprise', autoComplete: 'organization' },
  { name: 'address', label: 'Adresse de l’entreprise', autoComplete: 'street-address' },
  { name: 'phone', label: 'Téléphone', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', label: 'E-mail de contact', autoComplete: 'email', inputMode: 'email' },
  {
    name: 'siret',
    label: 'Numéro SIRET',
    autoComplete: 'off',
    hint: '14 chiffres, espaces acceptés.',
    inputMode: 'numeric',
  },
  { name: 'vatNumber', label: 'Numéro de TVA (facultatif)', autoComplete: 'off', hint: 'Ex. FR12345678901.' },
];

type Errors = Partial<Record<Field | 'status' | 'certifiesEuCompliance', string>>;

function initialValues(current: MySellerStatus): Record<Field, string> {
  const details = current.details;
  return {
    companyName: details?.companyName ?? '',
    address: details?.address ?? '',
    phone: details?.phone ?? '',
    email: details?.email ?? '',
    siret: details?.siret ?? '',
    vatNumber: details?.vatNumber ?? '',
  };
}

/**
 * 'Particulier' or 'Professionnel' (decision 060). A professional gives their legal details and
 * certifies selling only products that comply with EU law (DSA art. 30) before listing.
 */
export function SellerStatusForm({ current }: { current: MySellerStatus }) {
  const [status, setStatus] = useState<SellerStatus>(current.status);
  const [values, setValues] = useState(initialValues(current));
  const [paysReturn, setPaysReturn] = useState(current.details?.sellerPaysReturnShipping ?? false);
  const [certified, setCertified] = useState(current.details !== null);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSellerStatus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input =
      status === 'private'
        ? { status }
        : { status, ...values, sellerPaysReturnShipping: paysReturn, certifiesEuCompliance: certified };
    const parsed = sellerStatusInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[(issue.path[0] ?? 'status') as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(input as Parameters<typeof save.mutateAsync>[0]);
    } catch (failure) {
      toast.error(refusalMessage(failure, sellerStatusMessages.saveFailed));
      return;
    }
    toast.success(sellerStatusMessages.saved);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label="Statut de vendeur">
      <SellerKindChoice name="seller-status" choices={STATUSES} value={status} onChange={setStatus} />
      {status === 'professional' ? (
        <>
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`legal-${field.name}`}
              label={field.label}
              hint={field.hint}
              error={errors[field.name]}
            >
              <Input
                {...fieldAria(`legal-${field.name}`, { error: errors[field.name], hint: Boolean(field.hint) })}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                maxLength={field.name === 'address' ? 500 : 200}
                value={values[field.name]}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              />
            </FormField>
          ))}
          <label className="flex items-start gap-3 text-sm">
            <Checkbox
              id="legal-pays-return"
              checked={paysReturn}
              onCheckedChange={(checked) => setPaysReturn(checked === true)}
            />
            <span>{sellerStatusMessages.returnShippingSeller}</span>
          </label>
          <div className="grid gap-1">
            <label className="flex items-start gap-3 text-sm">
              <Checkbox
                id="legal-certification"
                checked={certified}
                aria-invalid={errors.certifiesEuCompliance ? true : undefined}
                aria-describedby={errors.certifiesEuCompliance ? 'legal-certification-error' : undefined}
                onCheckedChange={(checked) => setCertified(checked === true)}
              />
              <span>{sellerStatusMessages.certification}</span>
            </label>
            {errors.certifiesEuCompliance ? (
              <FieldError id="legal-certification-error">{errors.certifiesEuCompliance}</FieldError>
            ) : null}
          </div>
        </>
      ) : null}
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-fit">
        {save.isPending ? 'Enregistrement…' : 'Enregistrer mon statut'}
      </Button>
    </form>
  );
}
