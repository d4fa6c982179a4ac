import { z } from 'zod';

/** Spec §8 Review: the three refusals, each sending the buyer back to /orders. */
export const reviewMessages = {
  notAllowed: "Vous n'êtes pas autorisé à évaluer cette commande",
  notDelivered: 'Vous ne pouvez évaluer que les commandes livrées',
  alreadyReviewed: 'Vous avez déjà évalué cette commande',
  returnLive: "Un retour est en cours sur cette commande : vous pourrez laisser un avis une fois qu'il sera clos",
  loadError: 'Erreur lors du chargement de la commande',
  submitError: "Erreur lors de la soumission de l'évaluation",
  thanks: 'Merci pour votre évaluation !',
} as const;

export const REVIEW_REFUSAL_CODES = [
  'REVIEW_NOT_ALLOWED',
  'REVIEW_NOT_DELIVERED',
  'ALREADY_REVIEWED',
  'REVIEW_RETURN_LIVE',
] as const;
export type ReviewRefusalCode = (typeof REVIEW_REFUSAL_CODES)[number];

/** What the review form needs: the order it rates, and why it may not (null when it may). */
export const reviewContextSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  product: z.object({ id: z.uuid(), title: z.string(), imageUrl: z.string().nullable() }),
  seller: z.object({ id: z.uuid(), displayName: z.string() }),
  refusal: z.object({ code: z.enum(REVIEW_REFUSAL_CODES), message: z.string() }).nullable(),
});
export type ReviewContext = z.infer<typeof reviewContextSchema>;

export const createdReviewSchema = z.object({ id: z.uuid(), rating: z.number().int(), orderStatus: z.string() });
