import { describe, expect, it } from 'vitest';
import { tooManyAttemptsFor } from './auth.schemas';

describe('the wait after too many wrong passwords', () => {
  it('is said as long as it is: seconds under a minute, then whole minutes rounded up', () => {
    expect(tooManyAttemptsFor(30_000)).toBe('Trop de tentatives, réessayez dans 30 secondes');
    expect(tooManyAttemptsFor(60_000)).toBe('Trop de tentatives, réessayez dans 1 minute');
    expect(tooManyAttemptsFor(61_000)).toBe('Trop de tentatives, réessayez dans 2 minutes');
    expect(tooManyAttemptsFor(15 * 60_000)).toBe('Trop de tentatives, réessayez dans 15 minutes');
  });
});
