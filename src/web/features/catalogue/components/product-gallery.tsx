import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Expand, Play } from 'lucide-react';
import type { Media } from '@shared/catalogue/product.schemas';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { SLIDE_SIZES } from '@shared/catalogue/product-picture';
import { useLazyCarousel } from '../hooks/use-lazy-carousel';
import { pictureProps } from '../product-image';
import { NoImage } from './no-image';

// Loaded when a buyer asks to zoom, not with the page.
const ProductZoomDialog = lazy(() => import('./product-zoom-dialog').then((m) => ({ default: m.ProductZoomDialog })));

// Controls where the arrow keys already mean something: they keep them.
const OWNS_ARROW_KEYS =
  'input, textarea, select, video, [contenteditable="true"], [role="slider"], [role="menu"], [role="listbox"], [role="tablist"], [role="dialog"]';

function ownsArrowKeys(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(OWNS_ARROW_KEYS) !== null;
}

type ProductGalleryProps = { title: string; media: Media[] };

/**
 * Images then videos in a carousel (embla): swipe on a touch screen, arrows, a counter,
 * thumbnails and the ← → keys; a photo opens full screen to judge lace and hairline up close.
 */
export function ProductGallery({ title, media }: ProductGalleryProps) {
  const items = [...media.filter((m) => m.kind === 'image'), ...media.filter((m) => m.kind === 'video')];
  const count = items.length;
  const [viewportRef, embla] = useLazyCarousel(count > 1, count > 1);
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  // Drawn by the server, the gallery shows its first photo before its code runs: the controls
  // wait for the carousel, rather than ignoring a tap.
  const ready = embla !== undefined;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const go = useCallback((delta: number) => (delta < 0 ? embla?.scrollPrev() : embla?.scrollNext()), [embla]);

  useEffect(() => {
    if (count < 2) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsArrowKeys(event.target))
        return;
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [count, go]);

  if (count === 0) {
    return (
      <div className="aspect-square overflow-hidden rounded-2xl bg-muted">
        <NoImage />
      </div>
    );
  }
  const photoName = (position: number) => (count > 1 ? `${title} — photo ${position + 1}` : title);
  const current = items[Math.min(index, count - 1)];

  return (
    <section aria-roledescription="carrousel" aria-label="Galerie du produit" className="flex min-w-0 flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-muted">
        <div ref={viewportRef} className="size-full overflow-hidden">
          <div className="flex size-full touch-pan-y">
            {items.map((item, position) => (
              <div
                key={item.id}
                role="group"
                aria-roledescription="diapositive"
                aria-label={`${position + 1} sur ${count}`}
                // Only the shown slide is read out and reachable; the others are off to the sides.
                aria-hidden={position === index ? undefined : true}
                inert={position !== index}
                className="size-full min-w-0 shrink-0 grow-0 basis-full"
              >
                {item.kind === 'image' ? (
                  <img
                    alt={photoName(position)}
                    // The first photo is the page's main picture: fetched first. Others when near.
                    {...pictureProps(item, SLIDE_SIZES, position === 0)}
                    draggable={false}
                    className="size-full object-contain select-none"
                  />
                ) : (
                  <video
                    src={item.largeUrl}
                    controls
                    preload="metadata"
                    playsInline
                    aria-label={`${title} — vidéo`}
                    className="size-full bg-black object-contain"
                  />
                )}
              </div>
            ))}
          </div>
        </div>
        {current?.kind === 'image' ? (
          <Button
            variant="outline"
            size="icon"
            aria-label="Agrandir la photo"
            disabled={!ready}
            onClick={() => setZoomed(index)}
            className="absolute top-2 right-2 rounded-full bg-card/90"
          >
            <Expand aria-hidden="true" />
          </Button>
        ) : null}
        {count > 1 ? (
          <>
            <Button
              variant="outline"
              size="icon"
              aria-label="Média précédent"
              disabled={!ready}
              onClick={() => go(-1)}
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-card/90"
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Média suivant"
              disabled={!ready}
              onClick={() => go(1)}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-card/90"
            >
              <ChevronRight aria-hidden="true" />
            </Button>
            <p
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-foreground/75 px-2.5 py-0.5 text-xs font-medium text-background"
            >
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Miniatures">
          {items.map((item, position) => (
            <li key={item.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Afficher le média ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                disabled={!ready}
                onClick={() => embla?.scrollTo(position)}
                className={cn(
                  'flex size-16 items-center justify-center overflow-hidden rounded-lg border-2 bg-muted outline-none focus-visible:ring-3 focus-visible:ring-ring/60',
                  position === index ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                {item.kind === 'image' ? (
                  <img src={item.url} alt="" loading="lazy" width={64} height={64} className="size-full object-cover" />
                ) : (
                  <Play className="size-6 text-muted-foreground" aria-hidden="true" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed !== null ? (
        <Suspense fallback={null}>
          <ProductZoomDialog
            photos={items.filter((item) => item.kind === 'image')}
            start={zoomed}
            name={photoName}
            onClose={(position) => {
              setZoomed(null);
              embla?.scrollTo(position, true);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
