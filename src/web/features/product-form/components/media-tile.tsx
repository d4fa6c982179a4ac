import { ChevronLeft, ChevronRight, Film, X } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import type { MediaItem } from '../media-list';

type MediaTileProps = {
  item: MediaItem;
  isFirst: boolean;
  isLast: boolean;
  /** Only the first image is marked: it is the product's card image. */
  isCover: boolean;
  onRemove: () => void;
  onMove: (offset: number) => void;
};

function Preview({ item }: { item: MediaItem }) {
  if (item.media === null) {
    return (
      <div className="flex size-full flex-col justify-end gap-2 p-2">
        <div
          role="progressbar"
          aria-label={`Envoi de ${item.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress}
          className="h-2 overflow-hidden rounded-full bg-border"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${item.progress}%` }} />
        </div>
        <p className="text-xs text-muted-foreground" aria-hidden="true">
          {item.progress}&nbsp;%
        </p>
      </div>
    );
  }
  if (item.kind === 'video') {
    return (
      <div className="flex size-full items-center justify-center text-muted-foreground">
        <Film className="size-8" aria-hidden="true" />
      </div>
    );
  }
  // The file name is written just under the preview: an alt repeating it would be read twice.
  return <img src={item.media.url} alt="" loading="lazy" className="size-full object-cover" />;
}

export function MediaTile({ item, isFirst, isLast, isCover, onRemove, onMove }: MediaTileProps) {
  // aria-disabled rather than disabled: a button moved to the end keeps the keyboard focus.
  const move = (offset: number, blocked: boolean) => () => {
    if (!blocked) onMove(offset);
  };
  const iconButton = 'size-9 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

  return (
    <li className="flex min-w-0 flex-col gap-1.5">
      <div className="relative aspect-square overflow-hidden rounded-xl border border-border bg-muted">
        <Preview item={item} />
        {isCover ? <Badge className="absolute top-1.5 left-1.5 shadow-sm">Image principale</Badge> : null}
      </div>
      <p className="truncate text-xs text-muted-foreground" title={item.name}>
        {item.name}
      </p>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          className={iconButton}
          aria-label={`Déplacer ${item.name} vers la gauche`}
          aria-disabled={isFirst || undefined}
          onClick={move(-1, isFirst)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className={iconButton}
          aria-label={`Déplacer ${item.name} vers la droite`}
          aria-disabled={isLast || undefined}
          onClick={move(1, isLast)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto size-9 text-destructive hover:bg-destructive/10"
          aria-label={`Retirer ${item.name}`}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
