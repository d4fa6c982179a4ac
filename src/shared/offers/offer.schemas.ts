import { z } from 'zod';
import { sellerHolidaySchema } from '@shared/profile/holiday.schemas';

/** Issue 31: an offer is at least half the listing's price, and lives 24 h unanswered. */
export const OFFER_MIN_PERCENT = 50;
export const OFFER_LIFETIME_HOURS = 24;
/** How long an accepted offer is the buyer's personal price. */
export const ACCEPTED_PRICE_HOURS = 24;
export const MAX_OPEN_OFFERS = 10;

export const OFFER_STATUSES = ['pending', 'accepted', 'refused', 'countered', 'expired', 'spent'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** Open: waiting for an answer, or accepted and not yet ordered. These count against the limits. */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['pending', 'accepted'];

/** The smallest offer for a price: half of it, rounded up to the cent. */
export const minimumOfferCents = (priceCents: number) => Math.ceil((priceCents * OFFER_MIN_PERCENT) / 100);

export const offerTexts = {
  makeOffer: 'Faire une offre',
  dialogTitle: 'Faire une offre',
  dialogHint: (min: string, price: string) => `Entre ${min} et ${price} (prix affiché exclu).`,
  amountLabel: 'Montant (€)',
  send: 'Envoyer l’offre',
  sent: 'Offre envoyée',
  accept: 'Accepter',
  refuse: 'Refuser',
  counter: 'Contre-offre',
  counterTitle: 'Faire une contre-offre',
  counterHint: (low: string, high: string) => `Strictement entre ${low} et ${high}.`,
  orderAt: (price: string) => `Commander à ${price}`,
  cardTitle: (byBuyer: boolean) => (byBuyer ? 'Offre' : 'Contre-offre du vendeur'),
  status: {
    pending: 'En attente de réponse',
    accepted: 'Acceptée',
    refused: 'Refusée',
    countered: 'Contre-offre faite',
    expired: 'Expirée',
    spent: 'Commandée',
  } satisfies Record<OfferStatus, string>,
  answerBefore: (when: string) => `Réponse attendue avant le ${when}`,
  priceUntil: (when: string) => `Prix valable jusqu’au ${when}`,
  sold: 'Article vendu entre-temps : cette offre ne peut plus servir.',
  /** An accepted offer while its seller is away: 'En vacances jusqu'au 12 janvier : …'. */
  sellerAway: (holidaySentence: string) =>
    `${holidaySentence} : l’offre acceptée ne peut pas être commandée pour le moment.`,
  pendingOnProduct: (amount: string) => `Votre offre de ${amount} attend la réponse du vendeur.`,
  counterOnProduct: (amount: string) => `Le vendeur vous propose ${amount} : répondez dans la conversation.`,
  seeConversation: 'Voir la conversation',
  openOffers: (n: number) => `${n} offre${n > 1 ? 's' : ''} en cours`,
  // Messages written in the conversation and the notifications that tell of them.
  offerMessage: (amount: string) => `Offre : ${amount}`,
  counterMessage: (amount: string) => `Contre-offre : ${amount}`,
  acceptedMessage: (amount: string) => `Offre de ${amount} acceptée`,
  refusedMessage: (amount: string) => `Offre de ${amount} refusée`,
  newOfferTitle: (name: string) => `Nouvelle offre de ${name}`,
  counterTitleFrom: (name: string) => `Contre-offre de ${name}`,
  acceptedTitle: (name: string) => `${name} a accepté votre offre`,
  refusedTitle: (name: string) => `${name} a refusé votre offre`,
  expiredTitle: 'Offre expirée',
  expiredText: (amount: string, title: string) => `L’offre de ${amount} sur « ${title} » a expiré.`,
  // Refusals.
  amountInvalid: 'Veuillez entrer un montant valide',
  belowMinimum: (min: string) => `L’offre doit être d’au moins ${min} (50 % du prix)`,
  notBelowPrice: 'L’offre doit être inférieure au prix affiché',
  counterOutOfRange: (low: string, high: string) => `La contre-offre doit être strictement entre ${low} et ${high}`,
  ownListing: 'Vous ne pouvez pas faire une offre sur votre propre annonce',
  unavailable: 'Cet article n’est plus disponible',
  onePerListing: 'Vous avez déjà une offre en cours sur cet article',
  tooManyOpen: `Vous avez déjà ${MAX_OPEN_OFFERS} offres en cours : attendez une réponse avant d’en faire d’autres`,
  blocked: 'Vous ne pouvez pas faire d’offre à cette personne',
  notFound: 'Offre introuvable',
  notYourTurn: 'Cette offre attend la réponse de l’autre personne',
  alreadyAnswered: 'Cette offre a déjà reçu une réponse ou a expiré',
  spent: 'Cette offre a déjà servi à une commande',
  noLongerValid: 'Cette offre n’est plus valable : le prix proposé a expiré',
} as const;

export const offerAmountSchema = z.object({
  amountCents: z
    .number({ error: offerTexts.amountInvalid })
    .int(offerTexts.amountInvalid)
    .min(1, offerTexts.amountInvalid)
    .max(10_000_000, offerTexts.amountInvalid),
});
export type OfferAmountInput = z.infer<typeof offerAmountSchema>;

const isoDate = z.iso.datetime({ offset: true });

/** An offer as one of the two people (or an admin) sees it, on its card or the product page. */
export const offerCardSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  productId: z.uuid(),
  amountCents: z.number().int(),
  listPriceCents: z.number().int(),
  proposedBy: z.enum(['buyer', 'seller']),
  status: z.enum(OFFER_STATUSES),
  /** Pending: the answer's deadline; accepted: the end of the personal price. */
  expiresAt: isoDate,
  /** The unit is gone: an open or accepted offer can no longer be ordered. */
  sold: z.boolean(),
  /** It is the viewer's turn to answer it. */
  canAnswer: z.boolean(),
  /** The viewer is its buyer and may order at its amount now (not while the seller is away). */
  canOrder: z.boolean(),
  /** The seller's holiday (decision 059): an accepted offer cannot be ordered until they are back. */
  sellerHoliday: sellerHolidaySchema.nullable(),
  /** A counter-offer must be strictly between these two amounts. */
  counterRange: z.object({ lowCents: z.number().int(), highCents: z.number().int() }).nullable(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const madeOfferSchema = z.object({ offer: offerCardSchema });

/** The product page's question: what is my offer on it, if any. */
export const myOfferSchema = z.object({ offer: offerCardSchema.nullable() });
export type MyOffer = z.infer<typeof myOfferSchema>;
