import type { LegalDetails } from '@shared/trust/seller-status.schemas';

/** A professional's legal details on their public page, as DSA art. 30(7) asks (decision 060). */
export function SellerLegalDetails({ details }: { details: LegalDetails }) {
  const rows = [
    ['Entreprise', details.companyName],
    ['Adresse', details.address],
    ['Téléphone', details.phone],
    ['E-mail', details.email],
    ['SIRET', details.siret],
    ...(details.vatNumber ? [['N° de TVA', details.vatNumber]] : []),
  ];
  return (
    <section aria-labelledby="seller-legal" className="rounded-2xl border border-border bg-card p-5 shadow-sm">
      <h2 id="seller-legal" className="mb-2 font-semibold">
        Informations légales du vendeur professionnel
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        Ce vendeur certifie ne proposer que des produits conformes au droit de l&apos;Union européenne.
      </p>
    </section>
  );
}
