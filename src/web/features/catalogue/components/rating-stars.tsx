import { Star } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** Five stars, the first `rating` filled; read out as 'Note : 4 sur 5'. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Note : ${rating} sur 5`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}
