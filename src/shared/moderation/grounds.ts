/**
 * The grounds a moderation decision rests on (DSA art. 17(3)(d) and (e)): the law the content
 * breaks, or the clause of our terms. A fixed list, so the transparency report can count by
 * ground and the person reads the same words everywhere.
 */
export const MODERATION_GROUNDS = [
  'illegal_product',
  'counterfeit',
  'fraud',
  'hate_or_harassment',
  'child_sexual_abuse',
  'terms_listings',
  'terms_conduct',
  'terms_payments',
  'terms_verification',
] as const;
export type ModerationGround = (typeof MODERATION_GROUNDS)[number];

export const moderationGroundLabels: Record<ModerationGround, string> = {
  illegal_product: 'Produit illégal ou dangereux : interdit par le droit de l’Union ou le droit français',
  counterfeit: 'Contrefaçon : Code de la propriété intellectuelle, art. L716-10',
  fraud: 'Escroquerie ou tentative de fraude : Code pénal, art. 313-1',
  hate_or_harassment: 'Harcèlement ou propos haineux : Code pénal, art. 222-33-2-2 ; loi du 29 juillet 1881',
  child_sexual_abuse: 'Contenu pédopornographique : Code pénal, art. 227-23',
  terms_listings: 'Conditions générales de Boucles : règles des annonces',
  terms_conduct: 'Conditions générales de Boucles : règles de conduite entre membres',
  terms_payments: 'Conditions générales de Boucles : paiements et commandes sur la plateforme',
  terms_verification: 'Conditions générales de Boucles : vérification des vendeurs',
};

/** Whether a ground is a law (illegal content) or our terms: counted apart in the report. */
export const groundIsLaw = (ground: ModerationGround) => !ground.startsWith('terms_');

export const MODERATION_DECISION_KINDS = [
  'listing_taken_down',
  'account_suspended',
  'account_warned',
  'verification_refused',
  'verification_revoked',
  'review_removed',
  'message_removed',
] as const;
export type ModerationDecisionKind = (typeof MODERATION_DECISION_KINDS)[number];

export const moderationDecisionKindLabels: Record<ModerationDecisionKind, string> = {
  listing_taken_down: 'Annonce retirée',
  account_suspended: 'Compte suspendu',
  account_warned: 'Avertissement',
  verification_refused: 'Vérification refusée',
  verification_revoked: 'Vérification retirée',
  review_removed: 'Avis retiré',
  message_removed: 'Message retiré',
};

/** The ground an admin's screen proposes first for each kind of decision. */
export const defaultGroundOf: Record<ModerationDecisionKind, ModerationGround> = {
  listing_taken_down: 'terms_listings',
  account_suspended: 'terms_conduct',
  account_warned: 'terms_conduct',
  verification_refused: 'terms_verification',
  verification_revoked: 'terms_verification',
  review_removed: 'terms_conduct',
  message_removed: 'terms_conduct',
};

/** DSA art. 20(1): a complaint may be lodged for at least six months after the decision. */
export const CONTEST_MONTHS = 6;
