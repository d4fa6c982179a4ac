/** Decision 040: the delivery cost owed when a paid pickup order switches to home delivery. Zod-free (its schemas are in supplement.schemas.ts). */
export const SUPPLEMENT_STATUSES = ['pending', 'submitted', 'validated', 'rejected', 'lapsed', 'cancelled'] as const;
export type SupplementStatus = (typeof SUPPLEMENT_STATUSES)[number];

/** Waiting for the buyer's money: the seller may not ship, the order may still become home delivery. */
export const UNPAID_SUPPLEMENT_STATUSES: readonly SupplementStatus[] = ['pending', 'submitted', 'rejected'];
/** The buyer may send a proof, or give the switch up. */
export const PAYABLE_SUPPLEMENT_STATUSES: readonly SupplementStatus[] = ['pending', 'rejected'];

export const supplementMessages = {
  toPay: (amount: string) => `Supplément à payer : ${amount}`,
  unpaidShipping:
    "Un supplément de livraison est en attente de paiement : vous pourrez expédier une fois qu'il sera validé",
  alreadyLive: 'Un supplément de livraison est déjà en cours pour cette commande',
  notFound: 'Aucun supplément à payer pour cette commande',
  notPayable: 'Ce supplément ne peut plus être payé',
  notCancellable: 'Ce supplément ne peut plus être annulé',
  noneToValidate: 'Aucune preuve de supplément à valider',
  noneToReject: 'Aucune preuve de supplément à rejeter',
  orderChanged: 'La commande ne peut plus passer en livraison à domicile',
  paymentHeld:
    'Votre paiement est déjà enregistré pour cette commande : contactez le support pour passer en livraison à domicile',
  requested: 'Supplément de livraison à payer',
  cancelled: 'Supplément annulé : la commande reste en point de récupération',
  cancelFailed: "Erreur lors de l'annulation du supplément",
} as const;

export const supplementStatusLabels: Record<SupplementStatus, string> = {
  pending: 'En attente de paiement',
  submitted: 'Preuve envoyée',
  validated: 'Supplément payé',
  rejected: 'Preuve refusée',
  lapsed: 'Expiré : la commande reste en point de récupération',
  cancelled: 'Annulé : la commande reste en point de récupération',
};
