import { useCallback, useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import type { Media } from '@shared/catalogue/product.schemas';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { NoImage } from './no-image';

// Controls where the arrow keys already mean something: they keep them.
const OWNS_ARROW_KEYS =
  'input, textarea, select, video, [contenteditable="true"], [role="slider"], [role="menu"], [role="listbox"], [role="tablist"], [role="dialog"]';

function ownsArrowKeys(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(OWNS_ARROW_KEYS) !== null;
}

type ProductGalleryProps = { title: string; media: Media[] };

/** Images then videos, one at a time, with arrows, a counter, thumbnails and the ← → keys. */
export function ProductGallery({ title, media }: ProductGalleryProps) {
  const items = [...media.filter((m) => m.kind === 'image'), ...media.filter((m) => m.kind === 'video')];
  const count = items.length;
  const [index, setIndex] = useState(0);
  const go = useCallback((delta: number) => setIndex((current) => (current + delta + count) % count), [count]);

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

  const current = items[Math.min(index, count - 1)];
  if (!current) {
    return (
      <div className="aspect-square overflow-hidden rounded-2xl bg-muted">
        <NoImage />
      </div>
    );
  }

  return (
    <section aria-roledescription="carrousel" aria-label="Galerie du produit" className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-muted">
        {current.kind === 'image' ? (
          <img
            key={current.id}
            src={current.largeUrl}
            alt={count > 1 ? `${title} — photo ${index + 1}` : title}
            width={current.width ?? undefined}
            height={current.height ?? undefined}
            // The first photo is the page's main picture: fetch it first. Others load when shown.
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className="size-full object-contain"
          />
        ) : (
          <video
            key={current.id}
            src={current.largeUrl}
            controls
            preload="metadata"
            playsInline
            aria-label={`${title} — vidéo`}
            className="size-full bg-black object-contain"
          />
        )}
        {count > 1 ? (
          <>
            <Button
              variant="outline"
              size="icon"
              aria-label="Média précédent"
              onClick={() => go(-1)}
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-card/90"
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Média suivant"
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
                onClick={() => setIndex(position)}
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
    </section>
  );
}
