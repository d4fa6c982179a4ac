import { Link } from 'react-router';
import { ArrowDown, ImageOff } from 'lucide-react';
import type { Favourite } from '@shared/favourites/favourite.schemas';
import { favouriteTexts } from '@shared/favourites/favourite-texts';
import { formatEuros } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { FavouriteButton } from './favourite-button';

const STATE_BADGES = {
  available: null,
  sold_out: { label: favouriteTexts.soldOut, variant: 'destructive' },
  withdrawn: { label: favouriteTexts.withdrawn, variant: 'secondary' },
} as const;

/** One saved listing: a row on a phone, its picture dimmed when it can no longer be bought. */
export function FavouriteItem({ favourite, onRemoved }: { favourite: Favourite; onRemoved: () => void }) {
  const { productId, title, state } = favourite;
  const badge = STATE_BADGES[state];
  const dropped = favourite.priceCents < favourite.savedPriceCents;
  const titleId = `favourite-${productId}`;

  return (
    <article
      aria-labelledby={titleId}
      className="grid grid-cols-[5.5rem_minmax(0,1fr)_auto] items-start gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm"
    >
      <div className="aspect-square overflow-hidden rounded-xl bg-muted">
        {favourite.image ? (
          <img
            src={favourite.image.url}
            alt=""
            loading="lazy"
            width={favourite.image.width ?? 200}
            height={favourite.image.height ?? 200}
            className={state === 'available' ? 'size-full object-cover' : 'size-full object-cover opacity-50 grayscale'}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOff className="size-6" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2 id={titleId} className="line-clamp-2 leading-snug font-semibold">
          {state === 'withdrawn' ? (
            title
          ) : (
            <Link
              to={`/product/${productId}`}
              className="rounded-sm outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60"
            >
              {title}
            </Link>
          )}
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-2 font-semibold text-primary">
          {formatEuros(favourite.priceCents)}
          {dropped ? (
            <span className="inline-flex items-center gap-0.5 text-sm font-medium text-foreground">
              <ArrowDown className="size-3.5" aria-hidden="true" />
              <span>
                au lieu de <s>{formatEuros(favourite.savedPriceCents)}</s>
              </span>
            </span>
          ) : null}
        </p>
        {badge ? (
          <Badge variant={badge.variant} className="self-start">
            {badge.label}
          </Badge>
        ) : null}
      </div>
      <FavouriteButton productId={productId} title={title} variant="card" onRemoved={onRemoved} />
    </article>
  );
}
