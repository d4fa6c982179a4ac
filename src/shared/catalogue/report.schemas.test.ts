import { describe, expect, it } from 'vitest';
import { REPORT_REASONS, reportReasonLabels, reportSchema } from './report.schemas';

function firstMessage(input: unknown): string | undefined {
  return reportSchema.safeParse(input).error?.issues[0]?.message;
}

describe('reportSchema', () => {
  it('labels every reason in French', () => {
    expect(Object.keys(reportReasonLabels)).toEqual([...REPORT_REASONS]);
    expect(reportReasonLabels.fake_product).toBe('Produit contrefait');
    expect(reportReasonLabels.hate_speech).toBe('Discours haineux');
  });

  it.each([{}, { reason: '' }, { reason: 'boring' }, { reason: null }])('requires a known reason (%j)', (input) => {
    expect(firstMessage(input)).toBe('Veuillez sélectionner une raison');
  });

  it('accepts a description of 500 characters and refuses 501', () => {
    expect(reportSchema.parse({ reason: 'spam', description: 'a'.repeat(500) }).description).toHaveLength(500);
    expect(firstMessage({ reason: 'spam', description: 'a'.repeat(501) })).toBe(
      'La description est trop longue (max 500 caractères)',
    );
  });

  it.each([undefined, null, '', '   '])('stores a missing description as null (%j)', (description) => {
    expect(reportSchema.parse({ reason: 'scam', description })).toEqual({ reason: 'scam', description: null });
  });

  it('trims the description', () => {
    expect(reportSchema.parse({ reason: 'other', description: '  Faux cheveux  ' }).description).toBe('Faux cheveux');
  });
});
