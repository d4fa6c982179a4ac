import { z } from 'zod';

/** Every action the admin log records, with how the activity tab names it. */
export const adminActionLabels = {
  approve_payment: 'Paiement validé',
  reject_payment: 'Paiement rejeté',
  approve_supplement: 'Supplément de livraison validé',
  reject_supplement: 'Supplément de livraison rejeté',
  set_order_status: 'Statut de commande forcé',
  decide_parcel_claim: 'Colis non reçu : décision',
  approve_verification: 'Vérification approuvée',
  refuse_verification: 'Vérification refusée',
  revoke_verification: 'Vérification retirée',
  validate_return: 'Retour validé',
  refund_return: 'Remboursement effectué',
  uphold_return_refusal: 'Litige : refus du retour maintenu',
  order_return: 'Litige : retour ordonné',
  pay_referral_bonus: 'Bonus de parrainage payé',
  record_payout: 'Versement enregistré',
  hide_product: 'Annonce retirée',
  restore_product: 'Annonce rétablie',
  handle_report: 'Signalement traité',
  suspend_user: 'Utilisateur suspendu',
  restore_user: 'Utilisateur rétabli',
  warn_user: 'Utilisateur averti',
  read_contact: 'Coordonnées consultées',
  grant_admin: 'Droits admin accordés',
  export_accounting: 'Export comptable',
  publish_terms: 'Conditions d’utilisation publiées',
  export_tax_report: 'Déclaration DAC7 exportée',
  reconciliation_to_refund: 'Virement reçu : à rembourser',
  reconciliation_dismiss: 'Virement reçu : ignoré',
} as const;
export type AdminAction = keyof typeof adminActionLabels;
export const ADMIN_ACTIONS = Object.keys(adminActionLabels) as [AdminAction, ...AdminAction[]];

export const adminTargetLabels: Record<string, string> = {
  payment: 'Paiement',
  order: 'Commande',
  profile: 'Utilisateur',
  product: 'Annonce',
  verification: 'Vérification',
  return: 'Retour',
  referral: 'Parrainage',
  report: 'Signalement',
  payout: 'Versement',
  accounting: 'Comptabilité',
  terms: 'Conditions d’utilisation',
  tax_report: 'Déclaration fiscale',
  bank_statement_line: 'Ligne de relevé',
};

/** Spec §9: the activity tab shows the 20 latest, then pages further. */
export const ADMIN_LOG_PAGE_SIZE = 20;
/** Kept 12 months, like the security logs (decisions.md §9). */
export const ADMIN_LOG_RETENTION_MONTHS = 12;

export const adminLogQuerySchema = z.object({
  action: z.enum(ADMIN_ACTIONS, { error: 'Action inconnue' }).optional(),
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(100).optional(),
  /** The id of the last entry already shown. */
  before: z.coerce.number({ error: 'Page invalide' }).int().positive().optional(),
});
export type AdminLogQuery = z.infer<typeof adminLogQuerySchema>;

export const adminLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  admin: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  targetType: z.string(),
  targetId: z.string(),
  /** Where the admin can open the target; null when it has no page. */
  targetLink: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminLogEntry = z.infer<typeof adminLogEntrySchema>;
export const adminLogPageSchema = z.object({ items: z.array(adminLogEntrySchema), nextBefore: z.number().nullable() });
export type AdminLogPage = z.infer<typeof adminLogPageSchema>;
