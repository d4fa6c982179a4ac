import { lazy } from 'react';

// The heart and the owner's saved-by count, as every product card and the product page show
// them: their mutations, texts and toasts load beside the page, never before its first screen
// (the first-screen budget, scripts/bundle-budget.ts).
export const LazyFavouriteButton = lazy(() =>
  import('./favourite-button').then((m) => ({ default: m.FavouriteButton })),
);
export const LazySavedByCount = lazy(() => import('./saved-by-count').then((m) => ({ default: m.SavedByCount })));
