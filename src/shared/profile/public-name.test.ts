import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicName, suggestUsername } from './public-name';
import { profileFormSchema } from './profile.schemas';

describe('publicName', () => {
  it('is the username when there is one', () => {
    expect(publicName('aminata_hair', 'Aminata Koné')).toBe('aminata_hair');
  });

  it('never shows a last name: first name and initial', () => {
    expect(publicName(null, 'Awa Diallo')).toBe('Awa D.');
    expect(publicName(null, '  Marie-Claire  de la  Fontaine ')).toBe('Marie-Claire F.');
    expect(publicName(null, 'Nguyễn Thị Hương')).toBe('Nguyễn H.');
  });

  it('never shows a one-word full name whole: it may be the surname', () => {
    expect(publicName(null, 'Diallo')).toBe('Membre D.');
    expect(publicName(null, '  Ébène ')).toBe('Membre É.');
  });

  it('never contains the full name, however many words', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ]{2,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const fullName = words.join(' ');
        expect(publicName(null, fullName)).not.toContain(fullName);
      }),
    );
  });
});

describe('suggestUsername', () => {
  it('makes a valid username from a full name', () => {
    expect(suggestUsername('Aminata Koné')).toBe('aminata_kone');
    expect(suggestUsername('Nguyễn Thị Hương')).toBe('nguyen_thi_huong');
    expect(suggestUsername('Al')).toBe('boutique_al');
    expect(suggestUsername('Marie-Claire de la Fontaine-Dubois')).toBe('marie_claire_de_la_f');
  });

  it('always gives what the profile form accepts', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 2, maxLength: 100 }), (fullName) => {
        const username = suggestUsername(fullName);
        expect(profileFormSchema.shape.username.safeParse(username).success).toBe(true);
      }),
    );
  });
});
