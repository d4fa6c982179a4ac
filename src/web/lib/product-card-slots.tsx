import { createContext, type ReactNode, useContext } from 'react';

// Lives in lib: the catalogue's and the seller's cards show pieces of another feature
// (favourites), which features may not import from each other; the app fills the slots.

export type ProductCardSlots = {
  /** Over a shop card's picture: the heart. */
  cardAction?: (product: { id: string; title: string }) => ReactNode;
  /** On the seller's own card: how many people saved it. */
  ownerInsight?: (product: { id: string; title: string }) => ReactNode;
};

const ProductCardSlotsContext = createContext<ProductCardSlots>({});

export const ProductCardSlotsProvider = ProductCardSlotsContext.Provider;

export function useProductCardSlots(): ProductCardSlots {
  return useContext(ProductCardSlotsContext);
}
