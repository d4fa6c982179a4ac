import type { ChangeEvent } from 'react';
import { ImagePlus, Video } from 'lucide-react';
import type { MediaKind } from '@shared/catalogue/media-rules';
import { buttonVariants } from '@web/components/ui/button';
import { FieldError, fieldAria } from '@web/components/ui/form-field';
import { cn } from '@web/lib/utils';
import type { MediaItem } from '../media-list';
import { MediaTile } from './media-tile';

const text = {
  image: {
    title: 'Photos',
    button: 'Ajouter des photos',
    hint: "JPG, PNG, WebP, GIF ou AVIF, 5 Mo max chacune. La première photo est l'image principale de l'annonce.",
  },
  video: { title: 'Vidéos', button: 'Ajouter des vidéos', hint: 'MP4, WebM ou MOV, 50 Mo max chacune.' },
} as const;

type MediaUploaderProps = {
  kind: MediaKind;
  items: readonly MediaItem[];
  limit: number;
  required: boolean;
  error?: string | undefined;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, offset: number) => void;
};

export function MediaUploader({ kind, items, limit, required, error, onAdd, onRemove, onMove }: MediaUploaderProps) {
  const id = kind === 'image' ? 'product-images' : 'product-videos';
  const labels = text[kind];
  const full = items.length >= limit;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onAdd(Array.from(event.target.files ?? []));
    // Cleared so choosing the same file again (after removing it) fires a change again.
    event.target.value = '';
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {labels.title}
          {required ? (
            <span aria-hidden="true" className="text-destructive">
              {' *'}
            </span>
          ) : null}
        </h2>
        <span className="text-sm text-muted-foreground">
          {items.length}/{limit}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {labels.hint}
      </p>
      {items.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {items.map((item, index) => (
            <MediaTile
              key={item.key}
              item={item}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              isCover={kind === 'image' && index === 0}
              onRemove={() => onRemove(item.key)}
              onMove={(offset) => onMove(item.key, offset)}
            />
          ))}
        </ul>
      ) : null}
      <div>
        {/* The real input stays in the accessibility tree (keyboard, screen readers, tests); its label is the button. */}
        <input
          type="file"
          name={kind === 'image' ? 'images' : 'videos'}
          accept={kind === 'image' ? 'image/*' : 'video/*'}
          multiple
          disabled={full}
          required={required && items.length === 0}
          className="peer sr-only"
          onChange={handleChange}
          {...fieldAria(id, { error, hint: labels.hint })}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'w-full cursor-pointer sm:w-auto',
            'peer-focus-visible:ring-3 peer-focus-visible:ring-ring/60 peer-focus-visible:ring-offset-2',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          {kind === 'image' ? <ImagePlus aria-hidden="true" /> : <Video aria-hidden="true" />}
          {full ? `Maximum atteint (${limit})` : labels.button}
        </label>
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </section>
  );
}
