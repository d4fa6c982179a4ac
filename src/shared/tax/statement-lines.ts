import { formatEuros } from '../money';
import { parisFormat } from '../paris-time';
import { quarterLabels } from './dac7';
import type { TaxStatement } from './tax-details.schemas';

export type StatementLine = { label: string; value: string };
export type StatementSection = { heading: string; lines: StatementLine[] };
export type StatementContent = { title: string; issued: string; sections: StatementSection[]; footnote: string };

const formatDay = (iso: string) =>
  parisFormat('fr-FR', { dateStyle: 'long' }).format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));

export const statementFileName = (year: number) => `recapitulatif-fiscal-${year}.pdf`;

/** What the statement page and its PDF both say, in this order (CGI art. 242 bis 2° a to e). */
export function statementContent(statement: TaxStatement): StatementContent {
  const { operator, seller, activity, year } = statement;
  const details = seller.details;
  const identity: StatementLine[] = [
    { label: 'Nom', value: seller.name },
    { label: 'E-mail', value: seller.email },
    { label: 'Statut', value: seller.isProfessional ? 'Professionnel' : 'Particulier' },
  ];
  if (seller.company) {
    identity.push({ label: 'SIRET', value: seller.company.siret });
    if (seller.company.vatNumber) identity.push({ label: 'Numéro de TVA', value: seller.company.vatNumber });
  }
  if (details) {
    if (details.birthDate) identity.push({ label: 'Date de naissance', value: formatDay(details.birthDate) });
    identity.push(
      { label: 'Adresse', value: `${details.street}, ${details.postalCode} ${details.city} (${details.countryCode})` },
      { label: 'Numéro fiscal', value: `${details.tin} (${details.tinCountry})` },
    );
  } else {
    identity.push({ label: 'Informations fiscales', value: 'non renseignées' });
  }
  identity.push({ label: 'Compte de versement', value: seller.iban ?? 'aucun IBAN renseigné' });
  const quarters = activity.quarters.map((quarter, index) => ({
    label: quarterLabels[index] ?? '',
    value: `${quarter.sales} vente${quarter.sales > 1 ? 's' : ''} · ${formatEuros(quarter.considerationCents)} · commission ${formatEuros(quarter.feesCents)}`,
  }));
  return {
    title: `Récapitulatif fiscal ${year}`,
    issued: `Émis le ${formatDay(statement.issuedAt)}`,
    sections: [
      {
        heading: 'Opérateur de la plateforme',
        lines: [
          { label: 'Raison sociale', value: operator.name },
          { label: 'Identifiant fiscal', value: operator.tin },
          { label: 'Adresse', value: operator.address },
        ],
      },
      { heading: 'Vendeur', lines: identity },
      {
        heading: `Vos ventes en ${year}`,
        lines: [
          { label: 'Nombre de ventes', value: String(activity.sales) },
          { label: 'Montant perçu (hors commission)', value: formatEuros(activity.considerationCents) },
          { label: 'Commissions de Boucles', value: formatEuros(activity.feesCents) },
          ...quarters,
        ],
      },
    ],
    footnote:
      "Ce récapitulatif reprend les informations que Boucles a transmises à l'administration fiscale (article 242 bis du code général des impôts, directive européenne DAC7). Les montants sont ceux qui vous ont été crédités pour vos ventes payées, frais de livraison compris, après déduction de la commission et des remboursements. Pour savoir si et comment déclarer ces revenus : impots.gouv.fr, rubrique « Vente en ligne ».",
  };
}
