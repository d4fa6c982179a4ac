import { Link } from 'react-router';
import type { OrderLineView } from '@shared/orders/order-view.schemas';
import { ProductThumbnail } from './product-thumbnail';

/** A lot's first photo with '+2' for the other lines; a one-line order's photo alone. */
export function LotThumbnail({ items, fallbackUrl }: { items: OrderLineView[]; fallbackUrl: string | null }) {
  const more = items.length - 1;
  return (
    <div className="relative shrink-0">
      <ProductThumbnail url={items[0]?.photo ?? fallbackUrl} className="size-20" />
      {more > 0 ? (
        <span
          aria-hidden="true"
          className="absolute right-1 bottom-1 rounded-md bg-foreground/80 px-1.5 text-xs font-semibold text-background"
        >
          +{more}
        </span>
      ) : null}
    </div>
  );
}

/** The titles of a lot's lines, each a link to its listing. */
export function LotTitles({ items }: { items: OrderLineView[] }) {
  return (
    <ul aria-label="Articles du lot" className="grid gap-0.5 text-sm">
      {items.map((item) => (
        <li key={item.id} className="truncate">
          <Link to={`/product/${item.productId}`} className="hover:underline">
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
