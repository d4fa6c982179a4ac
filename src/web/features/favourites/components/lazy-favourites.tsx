import { type ComponentProps, lazy } from 'react';
import { WhenSettled } from '@web/components/when-settled';

// The heart and the owner's saved-by count, as every product card and the product page show
// them: their mutations, texts and toasts load once the page has settled, never before its
// first screen (the first-screen budget, scripts/bundle-budget.ts; lib/page-settled.ts).
const FavouriteButton = lazy(() => import('./favourite-button').then((m) => ({ default: m.FavouriteButton })));
const SavedByCount = lazy(() => import('./saved-by-count').then((m) => ({ default: m.SavedByCount })));

export function LazyFavouriteButton(props: ComponentProps<typeof FavouriteButton>) {
  return (
    <WhenSettled>
      <FavouriteButton {...props} />
    </WhenSettled>
  );
}

export function LazySavedByCount(props: ComponentProps<typeof SavedByCount>) {
  return (
    <WhenSettled>
      <SavedByCount {...props} />
    </WhenSettled>
  );
}
