import type { LegalDetails } from '@shared/trust/seller-status.schemas';

/** What the desk checks of a professional (DSA art. 30(2)): every detail, or that they are missing. */
export function LegalDetailsCheck({ details }: { details: LegalDetails | null }) {
  if (!details) {
    return (
      <p className="font-medium text-destructive">
        Informations légales manquantes : ce vendeur ne peut pas publier d’annonce.
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      <dt className="text-muted-foreground">Entreprise</dt>
      <dd className="wrap-anywhere">{details.companyName}</dd>
      <dt className="text-muted-foreground">Adresse</dt>
      <dd className="wrap-anywhere">{details.address}</dd>
      <dt className="text-muted-foreground">Contact</dt>
      <dd className="wrap-anywhere">
        {details.phone} · {details.email}
      </dd>
      <dt className="text-muted-foreground">SIRET</dt>
      <dd className="font-mono">{details.siret}</dd>
      <dt className="text-muted-foreground">TVA</dt>
      <dd className="font-mono">{details.vatNumber ?? 'Non renseigné'}</dd>
      <dt className="text-muted-foreground">Certification UE</dt>
      <dd>{new Date(details.certifiedAt).toLocaleDateString('fr-FR')}</dd>
    </dl>
  );
}
