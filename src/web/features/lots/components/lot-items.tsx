import { useState } from 'react';
import { Link } from 'react-router';
import { ImageOff, X } from 'lucide-react';
import type { LotItem } from '@shared/lots/lot.schemas';
import { formatEuros } from '@shared/money';
import { Button } from '@web/components/ui/button';

type LotItemsProps = {
  items: LotItem[];
  /** Offered on the lot screen, not at the checkout. */
  onRemove?: (item: LotItem) => void;
  removing?: boolean;
};

/** The lot's listings: photo, title, the buyer's price (an accepted offer's amount counts). */
export function LotItems({ items, onRemove, removing = false }: LotItemsProps) {
  return (
    <ul className="grid gap-2" aria-label="Articles du lot">
      {items.map((item) => (
        <li key={item.productId} className="flex items-center gap-3 rounded-2xl border border-border bg-card p-2.5">
          <LotThumbnail url={item.image?.url ?? null} />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <Link to={`/product/${item.productId}`} className="line-clamp-2 text-sm font-medium hover:underline">
              {item.title}
            </Link>
            <p className="text-sm font-semibold">
              {formatEuros(item.unitPriceCents)}
              {item.offerId ? <span className="font-normal text-muted-foreground"> · votre offre acceptée</span> : null}
            </p>
          </div>
          {onRemove ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-11 shrink-0"
              aria-label={`Retirer « ${item.title} » du lot`}
              disabled={removing}
              onClick={() => onRemove(item)}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The listing's photo, or a neutral tile when it has none or it fails to load. */
function LotThumbnail({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-muted">
      {url && !failed ? (
        <img src={url} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <ImageOff className="size-5 text-muted-foreground" aria-hidden="true" />
      )}
    </div>
  );
}
