import { describe, expect, it } from 'vitest';
import { formatAverageRating, RATING_LABELS, reviewSchema } from './review.schemas';

function firstMessage(input: unknown): string | undefined {
  return reviewSchema.safeParse(input).error?.issues[0]?.message;
}

describe('reviewSchema', () => {
  it('labels the five stars', () => {
    expect(RATING_LABELS).toEqual({ 1: 'Très décevant', 2: 'Décevant', 3: 'Moyen', 4: 'Bien', 5: 'Excellent' });
  });

  it.each([1, 2, 3, 4, 5])('accepts %i stars', (rating) => {
    expect(reviewSchema.parse({ rating, comment: 'Très belle perruque' }).rating).toBe(rating);
  });

  it.each([undefined, null, 0, 6, 2.5, '4'])('asks for a rating when given %j', (rating) => {
    expect(firstMessage({ rating, comment: 'ok' })).toBe('Veuillez sélectionner une note');
  });

  it.each([undefined, '', '   '])('asks for a comment when given %j', (comment) => {
    expect(firstMessage({ rating: 4, comment })).toBe('Veuillez laisser un commentaire');
  });

  it('accepts a 500-character comment and refuses 501', () => {
    expect(reviewSchema.safeParse({ rating: 4, comment: 'a'.repeat(500) }).success).toBe(true);
    expect(firstMessage({ rating: 4, comment: 'a'.repeat(501) })).toBe(
      'Le commentaire est trop long (max 500 caractères)',
    );
  });

  it('trims the comment', () => {
    expect(reviewSchema.parse({ rating: 5, comment: '  Parfait  ' }).comment).toBe('Parfait');
  });
});

describe('formatAverageRating', () => {
  it.each([
    [4.5, '4,5'],
    [4, '4,0'],
    [10 / 3, '3,3'],
    [4.96, '5,0'],
    [1, '1,0'],
  ])('%d → %s', (average, expected) => {
    expect(formatAverageRating(average)).toBe(expected);
  });
});
