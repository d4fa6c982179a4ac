import type { Ref } from 'react';
import { Star } from 'lucide-react';
import { RATING_LABELS } from '@shared/reviews/review.schemas';
import { FieldError } from '@web/components/ui/form-field';
import { cn } from '@web/lib/utils';

const RATINGS = [1, 2, 3, 4, 5] as const;

type RatingFieldProps = {
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  /** Given to the first star, so a refused submit moves the focus to the rating. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
};

/**
 * Five native radio buttons drawn as stars, so arrows, Tab and screen readers work as for
 * any radio group; each star carries its French label (spec §5 Review).
 */
export function RatingField({ value, onChange, onBlur, inputRef, error }: RatingFieldProps) {
  return (
    <fieldset aria-describedby={error ? 'review-rating-error' : undefined} className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Votre note</legend>
      {/* Each column at least as wide as its longest word: 'Excellent' is never cut in two. */}
      <div className="grid grid-cols-[repeat(5,minmax(min-content,1fr))] gap-1">
        {RATINGS.map((rating) => (
          <label key={rating} className="group flex cursor-pointer flex-col items-center gap-1 text-center">
            <input
              ref={rating === 1 ? inputRef : undefined}
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              onBlur={onBlur}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex size-11 items-center justify-center rounded-full transition-colors',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
                'group-hover:bg-accent',
              )}
            >
              <Star
                aria-hidden="true"
                className={cn('size-8', rating <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
              />
            </span>
            <span className={cn('text-xs leading-tight wrap-normal', value === rating ? 'font-semibold' : 'text-muted-foreground')}>
              {RATING_LABELS[rating]}
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldError id="review-rating-error">{error}</FieldError> : null}
    </fieldset>
  );
}
