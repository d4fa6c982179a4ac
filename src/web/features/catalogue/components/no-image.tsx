import { ImageOff } from 'lucide-react';

/** Stands in for the photo of a product that has none. */
export function NoImage() {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-1 text-muted-foreground">
      <ImageOff className="size-6" aria-hidden="true" />
      <span className="text-xs">Pas d'image</span>
    </div>
  );
}
