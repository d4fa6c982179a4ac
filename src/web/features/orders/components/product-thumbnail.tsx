import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** A product photo, or a neutral tile when there is none or it fails to load. */
export function ProductThumbnail({ url, className }: { url: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-muted', className)}>
      {url && !failed ? (
        <img src={url} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <ImageOff className="size-6 text-muted-foreground" aria-hidden="true" />
      )}
    </div>
  );
}
