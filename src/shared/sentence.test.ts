import { describe, expect, it } from 'vitest';
import { asSentence } from './sentence';

describe('asSentence', () => {
  it.each([
    ['Montant incorrect (reçu 200 € au lieu de 235,99 €).', 'Montant incorrect (reçu 200 € au lieu de 235,99 €).'],
    ['Montant incorrect (reçu 200 € au lieu de 235,99 €)', 'Montant incorrect (reçu 200 € au lieu de 235,99 €).'],
    ['  Preuve illisible !  ', 'Preuve illisible !'],
    ['Virement introuvable…', 'Virement introuvable…'],
  ])('ends %j with one full stop', (note, sentence) => {
    expect(asSentence(note)).toBe(sentence);
  });
});
