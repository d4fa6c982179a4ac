// DAC7 (Directive (EU) 2021/514, Annex V, Section I B 4 d; CGI art. 242 bis; decision 063).
// No zod here: the seller's earnings page and the admin's screen import it.

/** A seller is excluded below 30 sales AND at most 2 000 € of consideration in the year. */
export const DAC7_SALES_THRESHOLD = 30;
export const DAC7_CONSIDERATION_THRESHOLD_CENTS = 200_000;
/** Our own earlier mark: the details are asked for before the seller becomes reportable. */
export const DAC7_ASK_SALES = 25;
export const DAC7_ASK_CONSIDERATION_CENTS = 150_000;

export type YearFigures = { sales: number; considerationCents: number };

/**
 * Annex V: an "Excluded Seller" had fewer than 30 sales of goods and consideration that "did not
 * exceed EUR 2 000": exactly 2 000,00 € with 29 sales is excluded, 2 000,01 € is reportable.
 */
export const isReportable = (figures: YearFigures): boolean =>
  figures.sales >= DAC7_SALES_THRESHOLD || figures.considerationCents > DAC7_CONSIDERATION_THRESHOLD_CENTS;

/** From 25 sales or 1 500 €, the seller is asked for their tax details. */
export const detailsRequested = (figures: YearFigures): boolean =>
  isReportable(figures) ||
  figures.sales >= DAC7_ASK_SALES ||
  figures.considerationCents >= DAC7_ASK_CONSIDERATION_CENTS;

export const DAC7_SELLER_STATUSES = ['to_report', 'details_missing', 'below_thresholds'] as const;
export type Dac7SellerStatus = (typeof DAC7_SELLER_STATUSES)[number];

export const dac7StatusLabels: Record<Dac7SellerStatus, string> = {
  to_report: 'à déclarer',
  details_missing: 'informations manquantes',
  below_thresholds: 'sous les seuils',
};

export function dac7Status(figures: YearFigures, hasDetails: boolean): Dac7SellerStatus {
  if (!isReportable(figures)) return 'below_thresholds';
  return hasDetails ? 'to_report' : 'details_missing';
}

/** The calendar year (Paris time) a moment falls in: the DAC7 reporting period. */
export function parisYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/Paris' }).format(at));
}

/** Whether `at` is in January, Paris time: when the statements for the year before go out. */
export function isParisJanuary(at: Date): boolean {
  return new Intl.DateTimeFormat('en-GB', { month: 'numeric', timeZone: 'Europe/Paris' }).format(at) === '1';
}

export const dac7Texts = {
  why: "La loi (article 242 bis du code général des impôts, directive européenne DAC7) oblige Boucles à déclarer chaque année à l'administration fiscale les vendeurs qui réalisent au moins 30 ventes ou plus de 2 000 € de revenus sur l'année civile, et à leur envoyer un récapitulatif.",
  asked:
    'Vous approchez de ces seuils : merci de renseigner vos informations fiscales dès maintenant, pour que vos versements ne soient pas suspendus.',
  held: 'Vos versements sont suspendus : vous avez dépassé les seuils de déclaration fiscale (30 ventes ou 2 000 € sur l’année) et vos informations fiscales manquent. Renseignez-les dans Mes revenus pour que les versements reprennent.',
  heldForAdmin:
    'Versement impossible : ce vendeur a dépassé les seuils de déclaration fiscale (DAC7) sans renseigner ses informations fiscales. Il en est informé ; le versement sera possible dès qu’il les aura données.',
  saved: 'Informations fiscales enregistrées',
  requestTitle: 'Vos informations fiscales sont nécessaires',
  statementTitle: (year: number) => `Votre récapitulatif fiscal ${year} est disponible`,
  statementMessage: (year: number) =>
    `Boucles a déclaré vos ventes de ${year} à l'administration fiscale. Retrouvez le récapitulatif dans Mes revenus.`,
  operatorMissing:
    "L'opérateur de plateforme n'est pas configuré (DAC7_OPERATOR_NAME, DAC7_OPERATOR_TIN, DAC7_OPERATOR_ADDRESS)",
  noStatement: "Aucun récapitulatif fiscal pour cette année : vous n'avez pas atteint les seuils de déclaration",
  badYear: "L'année doit être comprise entre 2023 et 2200",
} as const;

export const quarterLabels = ['1er trimestre', '2e trimestre', '3e trimestre', '4e trimestre'] as const;
