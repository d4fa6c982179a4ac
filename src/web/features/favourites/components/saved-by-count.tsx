import { Heart } from 'lucide-react';
import { favouriteTexts } from '@shared/favourites/favourite-texts';
import { useFavouriteCount } from '../api/get-favourite-counts';

/** For the seller: how many people saved this listing (the people themselves stay private). */
export function SavedByCount({ productId }: { productId: string }) {
  const { data: count } = useFavouriteCount(productId);
  if (count === undefined) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <Heart className="size-4 shrink-0" aria-hidden="true" />
      {favouriteTexts.savedBy(count)}
    </p>
  );
}
