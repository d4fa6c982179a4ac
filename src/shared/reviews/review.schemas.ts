import { z } from 'zod';
import { text } from '../text';
import { formatAverageRating } from './rating-format';

export const RATING_LABELS = {
  1: 'Très décevant',
  2: 'Décevant',
  3: 'Moyen',
  4: 'Bien',
  5: 'Excellent',
} as const satisfies Record<1 | 2 | 3 | 4 | 5, string>;

export const REVIEW_COMMENT_MAX = 500;

const ratingRequired = 'Veuillez sélectionner une note';
const commentRequired = 'Veuillez laisser un commentaire';

export const reviewSchema = z.object({
  // A star widget starts at 0 when nothing is chosen: that too asks for a rating.
  rating: z.number({ error: ratingRequired }).int(ratingRequired).min(1, ratingRequired).max(5, ratingRequired),
  comment: text({ error: commentRequired })
    .trim()
    .min(1, commentRequired)
    .max(REVIEW_COMMENT_MAX, 'Le commentaire est trop long (max 500 caractères)'),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

// Re-exported: review screens import it with the schemas.
export { formatAverageRating };
