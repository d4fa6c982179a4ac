import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { favouriteTexts } from '@shared/favourites/favourite.schemas';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFavourites } from '../api/get-favourites';
import { FavouriteItem } from './favourite-item';

/** `onRemoved`: the item goes with its heart, so the page decides where focus goes next. */
export function FavouriteList({ onRemoved }: { onRemoved: () => void }) {
  const favourites = useFavourites();

  if (favourites.isPending) {
    return (
      <div role="status" aria-label="Chargement des favoris" className="grid gap-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (!favourites.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">{favouriteTexts.loadError}</p>
        <Button variant="outline" onClick={() => void favourites.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (favourites.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-12 text-center">
        <Heart className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{favouriteTexts.empty}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{favouriteTexts.emptyHint}</p>
        <Button asChild variant="outline">
          <Link to="/marketplace">Explorer la boutique</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {favourites.data.map((favourite) => (
        <li key={favourite.productId}>
          <FavouriteItem favourite={favourite} onRemoved={onRemoved} />
        </li>
      ))}
    </ul>
  );
}
