import { useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/**
 * embla's carousel on the element given to the returned ref, as embla-carousel-react's hook
 * does, but with embla downloaded beside the product page instead of before it: the gallery's
 * first picture (the page's largest paint) shows without waiting for it, and swipes, arrows and
 * keys work once it is there, a moment later. Offline, the gallery stays on its first picture.
 */
export function useLazyCarousel(
  loop: boolean,
  draggable: boolean,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport) return;
    let created: EmblaCarouselType | undefined;
    let unmounted = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (unmounted) return;
        created = EmblaCarousel(viewport, { loop, watchDrag: draggable });
        setCarousel(created);
      })
      .catch(() => undefined);
    return () => {
      unmounted = true;
      created?.destroy();
      setCarousel(undefined);
    };
  }, [viewport, loop, draggable]);
  return [setViewport, carousel];
}
