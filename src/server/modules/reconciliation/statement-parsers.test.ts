import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCamt } from './camt';
import { parseFrenchCsv } from './french-csv';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/statements/${name}`, import.meta.url), 'utf8');

describe('camt.053 and camt.054', () => {
  it('reads the credits of a camt.053.001.02, one line per transaction of a batch entry', () => {
    const lines = parseCamt(fixture('camt.053.001.02.xml'));
    expect(lines.map((l) => [l.amountCents, l.currency, l.bookedOn, l.debtorName, l.bankReference])).toEqual([
      [9599, 'EUR', '2026-11-24', 'AWA DIALLO', '2026112400001'],
      [4500, 'EUR', '2026-11-24', 'Fatou & Moussa Ndiaye', '2026112400003/1'],
      [2550, 'EUR', '2026-11-24', 'Inconnu', '2026112400003/2'],
    ]);
    expect(lines[0]?.remittance).toBe('RF92CMD2026000123');
    expect(lines[1]?.remittance).toBe('Commande rf65 cmd2 0260 0012 4 merci');
    expect(new Set(lines.map((l) => l.key)).size).toBe(3);
  });

  it('reads a prefixed camt.053.001.08: Dbtr/Pty/Nm, BookgDt/DtTm, other currencies kept, reversals skipped', () => {
    const lines = parseCamt(fixture('camt.053.001.08.xml'));
    expect(lines.map((l) => [l.amountCents, l.currency, l.bookedOn, l.debtorName, l.bankReference])).toEqual([
      [125000, 'EUR', '2026-11-25', 'Koffi Mensah', 'BQ-20261125-7781-T'],
      [500000, 'XOF', '2026-11-25', null, 'BQ-20261125-7782'],
    ]);
    expect(lines[0]?.remittance).toContain('CMD-2026-000200');
    expect(lines[1]?.remittance).toBe('VIR RF50CMD2026000200');
  });

  it('reads a camt.054 notification', () => {
    const [line, ...rest] = parseCamt(fixture('camt.054.001.04.xml'));
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ amountCents: 1990, debtorName: 'Mariam Touré', remittance: '65CMD2026000124' });
  });

  it('refuses a DOCTYPE, entity declarations and unknown entities (no XXE, no billion laughs)', () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>';
    expect(() => parseCamt(xxe)).toThrow(/DOCTYPE/);
    expect(() => parseCamt('<Document><BkToCstmrStmt>&lol;</BkToCstmrStmt></Document>')).toThrow(/entité/);
  });

  it('refuses malformed XML and other XML documents in French', () => {
    expect(() => parseCamt('<Document><BkToCstmrStmt></Document>')).toThrow(/pas valide/);
    expect(() => parseCamt('<Document><pain.001/></Document>')).toThrow(/camt\.053 ou camt\.054/);
    expect(() => parseCamt('<a>'.repeat(100))).toThrow(/profonde/);
  });

  it('refuses an amount with more than two decimals', () => {
    const xml = fixture('camt.054.001.04.xml').replace('19.90', '19.905');
    expect(() => parseCamt(xml)).toThrow(/Montant illisible/);
  });
});

describe('generic French bank CSV', () => {
  it('reads date;libellé;montant with a BOM, quotes, decimal comma and thousands; debits skipped', () => {
    const lines = parseFrenchCsv(fixture('generique.csv'));
    expect(lines.map((l) => [l.bookedOn, l.amountCents, l.remittance])).toEqual([
      ['2026-11-24', 9599, 'VIR SEPA AWA DIALLO; RF92 CMD2 0260 0012 3'],
      ['2026-11-25', 125000, 'VIR INST CMD-2026-000200'],
    ]);
    expect(lines[0]?.key).toMatch(/^hash:/);
    expect(parseFrenchCsv(fixture('generique.csv'))[0]?.key).toBe(lines[0]?.key);
  });

  it('refuses a wrong header, a bad date or an unreadable amount in French', () => {
    expect(() => parseFrenchCsv('a;b;c\n')).toThrow(/date;libellé;montant/);
    expect(() => parseFrenchCsv('date;libellé;montant\n31/02/2026;x;1,00')).toThrow(/jj\/mm\/aaaa/);
    expect(() => parseFrenchCsv('date;libellé;montant\n01/02/2026;x;abc')).toThrow(/Montant illisible/);
  });
});
