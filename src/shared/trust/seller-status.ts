// No zod here: the shop's cards and the product page read these labels on their first screen.

/** Decision 060: every seller is a private person or a professional (L111-7, D111-8). */
export const SELLER_STATUSES = ['private', 'professional'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const sellerStatusLabels: Record<SellerStatus, string> = {
  private: 'Particulier',
  professional: 'Professionnel',
};
