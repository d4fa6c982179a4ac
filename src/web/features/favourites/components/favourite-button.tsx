import { useLocation, useNavigate } from 'react-router';
import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { favouriteTexts } from '@shared/favourites/favourite-texts';
import { Button } from '@web/components/ui/button';
import { refusalMessage } from '@web/lib/refusal-message';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useSetFavourite } from '../api/set-favourite';

type FavouriteButtonProps = {
  productId: string;
  title: string;
  /** 'card': a round heart over the picture; 'page': a button with its words, under the Order button. */
  variant: 'card' | 'page';
  /** Where a list that drops the listing once removed sends the focus. */
  onRemoved?: () => void;
};

/**
 * The heart. A visitor is told saving needs an account and sent to sign in, then back here.
 * One label, with aria-pressed saying whether the listing is saved.
 */
export function FavouriteButton({ productId, title, variant, onRemoved }: FavouriteButtonProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const ids = useFavouriteIds(Boolean(session.user));
  const setFavourite = useSetFavourite();
  const saved = ids.data?.has(productId) ?? false;

  function toggle() {
    if (!session.user) {
      toast.info(favouriteTexts.signInToSave);
      void navigate(`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setFavourite.mutate(
      { productId, saved: !saved },
      {
        onSuccess: () => {
          toast.success(saved ? favouriteTexts.removed : favouriteTexts.added, { id: 'favourite' });
          if (saved) onRemoved?.();
        },
        onError: (error) => toast.error(refusalMessage(error, favouriteTexts.error)),
      },
    );
  }

  const heart = <Heart aria-hidden="true" className={cn(saved && 'fill-current')} />;
  if (variant === 'card') {
    return (
      <Button
        variant="outline"
        size="icon"
        aria-label={favouriteTexts.add(title)}
        aria-pressed={saved}
        onClick={toggle}
        className={cn(
          'size-10 rounded-full border-transparent bg-card/95 shadow-sm backdrop-blur',
          saved ? 'text-primary' : 'text-foreground',
        )}
      >
        {heart}
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      aria-label={favouriteTexts.add(title)}
      aria-pressed={saved}
      onClick={toggle}
      className={cn('self-start', saved && 'text-primary')}
    >
      {heart}
      {saved ? 'Dans vos favoris' : 'Ajouter aux favoris'}
    </Button>
  );
}
