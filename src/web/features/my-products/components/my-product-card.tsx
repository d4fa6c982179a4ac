import { Link } from 'react-router';
import { Eye, EyeClosed, ImageOff, Pencil, ShieldAlert } from 'lucide-react';
import type { OwnProduct } from '@shared/catalogue/product.schemas';
import { productMessages } from '@shared/catalogue/product-messages';
import { formatEuros } from '@shared/money';
import { offerTexts } from '@shared/offers/offer-texts';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useProductCardSlots } from '@web/lib/product-card-slots';
import { refusalMessage } from '@web/lib/refusal-message';
import { useSetProductAvailability } from '../api/set-product-availability';
import { DeleteProductButton } from './delete-product-button';
import { lazyToast } from '@web/lib/lazy-toast';

function HiddenOverlay() {
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-foreground/55 p-2">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-card px-3 py-1 text-sm font-semibold text-foreground shadow">
        <EyeClosed className="size-4" aria-hidden="true" />
        Masqué
      </span>
    </div>
  );
}

export function MyProductCard({ product, onDeleted }: { product: OwnProduct; onDeleted: () => void }) {
  const availability = useSetProductAvailability();
  const titleId = `my-product-${product.id}`;
  const hidden = !product.isAvailable || product.hiddenByAdmin;
  const { ownerInsight } = useProductCardSlots();

  async function toggleAvailability() {
    const isAvailable = !product.isAvailable;
    try {
      await availability.mutateAsync({ id: product.id, isAvailable });
    } catch (error) {
      lazyToast('error', refusalMessage(error, 'Erreur lors de la mise à jour'));
      return;
    }
    lazyToast('success', isAvailable ? productMessages.shown : productMessages.hidden);
  }

  return (
    // A row (thumbnail beside the text) on a phone, so several products fit on one screen; a card from sm up.
    <article
      aria-labelledby={titleId}
      className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-3 rounded-2xl border border-border bg-card p-3 shadow-sm sm:flex sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0"
    >
      <div className="relative aspect-square overflow-hidden rounded-xl bg-muted sm:aspect-[4/3] sm:rounded-none">
        {product.image ? (
          <img src={product.image.url} alt="" loading="lazy" className="size-full object-cover" />
        ) : hidden ? null : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-center text-xs text-muted-foreground sm:text-sm">
            <ImageOff className="size-6" aria-hidden="true" />
            Pas d'image
          </div>
        )}
        {hidden ? <HiddenOverlay /> : null}
      </div>
      <div className="flex min-w-0 flex-col gap-2 sm:px-4 sm:pt-4">
        <h2 id={titleId} className="line-clamp-2 leading-snug font-semibold">
          <Link
            to={`/product/${product.id}`}
            className="rounded-sm outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60"
          >
            {product.title}
          </Link>
        </h2>
        <p className="text-lg leading-none font-semibold text-primary">{formatEuros(product.priceCents)}</p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{product.category}</Badge>
          {product.stockQuantity === 0 ? (
            <Badge variant="destructive">{productMessages.soldOut}</Badge>
          ) : (
            <Badge variant="outline">Stock : {product.stockQuantity}</Badge>
          )}
          {product.openOffers > 0 ? <Badge>{offerTexts.openOffers(product.openOffers)}</Badge> : null}
        </div>
        {/* Its line is kept while the count loads, so the cards below do not move when it comes. */}
        {ownerInsight ? <div className="min-h-5">{ownerInsight({ id: product.id, title: product.title })}</div> : null}
        {product.hiddenByAdmin ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-destructive">
            <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Retirée par la modération
              {product.takedownReason ? (
                <span className="block font-normal">Motif : {product.takedownReason}</span>
              ) : null}
              <Link to="/decisions" className="block font-normal text-primary underline underline-offset-4">
                Voir les motifs et contester
              </Link>
            </span>
          </p>
        ) : null}
      </div>
      <div className="col-span-2 mt-auto flex items-center gap-2 sm:p-4">
        <Button asChild variant="outline" size="sm" className="h-9 flex-1 gap-1.5 px-2.5">
          <Link to={`/edit-product/${product.id}`}>
            <Pencil aria-hidden="true" />
            Modifier<span className="sr-only"> {product.title}</span>
          </Link>
        </Button>
        {/* Only the moderation can put back a listing it hid. */}
        {product.hiddenByAdmin ? null : (
          <Button
            variant="outline"
            size="sm"
            className="h-9 flex-1 gap-1.5 px-2.5"
            // aria-disabled, not disabled: the button keeps the keyboard focus while it waits.
            aria-disabled={availability.isPending || undefined}
            onClick={() => {
              if (!availability.isPending) void toggleAvailability();
            }}
          >
            {availability.isPending ? (
              <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Mise à jour…" />
            ) : product.isAvailable ? (
              <EyeClosed aria-hidden="true" />
            ) : (
              <Eye aria-hidden="true" />
            )}
            {product.isAvailable ? 'Masquer' : 'Afficher'}
            <span className="sr-only"> {product.title}</span>
          </Button>
        )}
        <DeleteProductButton productId={product.id} title={product.title} onDeleted={onDeleted} />
      </div>
    </article>
  );
}
