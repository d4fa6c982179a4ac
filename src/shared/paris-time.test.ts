import { describe, expect, it } from 'vitest';
import { parisDay, parisFormat } from './paris-time';

describe('Paris time', () => {
  it('gives the Paris calendar day, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(parisDay(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
    expect(parisDay(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(parisDay(new Date('2026-07-15T21:59:00Z'))).toBe('2026-07-15');
    expect(parisDay(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });

  it('makes one formatter per locale and options, and keeps it', () => {
    const options = { day: 'numeric', month: 'long' } as const;
    expect(parisFormat('fr-FR', options)).toBe(parisFormat('fr-FR', { ...options }));
    expect(parisFormat('fr-FR', options)).not.toBe(parisFormat('en-GB', options));
    expect(parisFormat('fr-FR', options).format(new Date('2026-12-31T23:30:00Z'))).toBe('1 janvier');
  });
});
