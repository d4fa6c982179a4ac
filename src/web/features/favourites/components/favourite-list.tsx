import { Heart } from 'lucide-react';
import { favouriteTexts } from '@shared/favourites/favourite-texts';
import { useFavourites } from '../api/get-favourites';
import { FavouriteItem } from './favourite-item';
import { ListShell } from './list-shell';

/** `onRemoved`: the item goes with its heart, so the page decides where focus goes next. */
export function FavouriteList({ onRemoved }: { onRemoved: () => void }) {
  const query = useFavourites();
  return (
    <ListShell
      query={{ ...query, data: query.data?.pages.flatMap((page) => page.items) }}
      more={query}
      loading={{ label: 'Chargement des favoris', count: 3, className: 'h-28 rounded-2xl' }}
      loadError={favouriteTexts.loadError}
      empty={{ icon: Heart, title: favouriteTexts.empty, hint: favouriteTexts.emptyHint }}
      keyOf={(favourite) => favourite.productId}
    >
      {(favourite) => <FavouriteItem favourite={favourite} onRemoved={onRemoved} />}
    </ListShell>
  );
}
