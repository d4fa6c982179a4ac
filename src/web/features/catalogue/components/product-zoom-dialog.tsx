import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import type { Media } from '@shared/catalogue/product.schemas';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';

const ZOOM = 2.5;

type ProductZoomDialogProps = {
  photos: Media[];
  start: number;
  name: (position: number) => string;
  /** Where the buyer stopped, so that the gallery shows the same photo. */
  onClose: (position: number) => void;
};

/**
 * A photo over the whole screen, in its large rendition; a tap (or the button, or +/−) zooms
 * ×2.5 around that point and moving the finger or pointer looks around; ← → change photo.
 */
export function ProductZoomDialog({ photos, start, name, onClose }: ProductZoomDialogProps) {
  const [position, setPosition] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const photo = photos[position];
  if (!photo) return null;
  const count = photos.length;
  const go = (delta: number) => {
    setZoomed(false);
    setPosition((current) => (current + delta + count) % count);
  };
  const lookAt = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => setZoomed(true),
      '-': () => setZoomed(false),
    };
    const action = count > 1 || !event.key.startsWith('Arrow') ? actions[event.key] : undefined;
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose(position)}>
      <DialogContent
        onKeyDown={onKeyDown}
        className="flex h-dvh max-h-dvh w-screen max-w-none flex-col gap-2 rounded-none border-0 bg-foreground p-2 text-background sm:p-4"
      >
        <DialogTitle className="pr-10 text-base font-medium">
          {name(position)}
          {count > 1 ? ` (${position + 1} / ${count})` : ''}
        </DialogTitle>
        <DialogDescription className="sr-only">
          Touchez la photo ou utilisez les touches + et − pour zoomer ; flèches gauche et droite pour changer de photo.
        </DialogDescription>
        <div
          className="relative min-h-0 flex-1 touch-pinch-zoom overflow-hidden"
          onPointerMove={zoomed ? lookAt : undefined}
          onClick={(event) => {
            lookAt(event);
            setZoomed((value) => !value);
          }}
        >
          <img
            key={photo.id}
            src={photo.largeUrl}
            alt={name(position)}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            draggable={false}
            style={{ transform: zoomed ? `scale(${ZOOM})` : undefined, transformOrigin: origin }}
            className={`size-full object-contain transition-transform select-none ${zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
          />
        </div>
        <div className="flex items-center justify-center gap-2">
          {count > 1 ? (
            <Button variant="secondary" size="icon" aria-label="Photo précédente" onClick={() => go(-1)}>
              <ChevronLeft aria-hidden="true" />
            </Button>
          ) : null}
          <Button variant="secondary" aria-pressed={zoomed} onClick={() => setZoomed((value) => !value)}>
            {zoomed ? <ZoomOut aria-hidden="true" /> : <ZoomIn aria-hidden="true" />}
            {zoomed ? 'Dézoomer' : 'Zoomer'}
          </Button>
          {count > 1 ? (
            <Button variant="secondary" size="icon" aria-label="Photo suivante" onClick={() => go(1)}>
              <ChevronRight aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
