import { type ComponentProps, lazy } from 'react';
import { HeldPlace } from '@web/components/held-place';
import { WhenSettled } from '@web/components/when-settled';

// The heart and the owner's saved-by count, as every product card and the product page show
// them: their mutations, texts and toasts load once the page has settled, never before its
// first screen (the first-screen budget, scripts/bundle-budget.ts; lib/page-settled.ts).
const FavouriteButton = lazy(() => import('./favourite-button').then((m) => ({ default: m.FavouriteButton })));
const SavedByCount = lazy(() => import('./saved-by-count').then((m) => ({ default: m.SavedByCount })));

export function LazyFavouriteButton(props: ComponentProps<typeof FavouriteButton>) {
  // On the product page the heart is a button in the column: its room is held until it comes.
  return (
    <WhenSettled fallback={props.variant === 'page' ? <HeldPlace className="h-11" /> : null}>
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
