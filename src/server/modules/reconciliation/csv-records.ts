import { badRequest } from '@server/platform/errors';

export const invalidCsv = (why: string) => badRequest(`Le fichier CSV n'est pas lisible : ${why}`, 'STATEMENT_INVALID');

/**
 * Semicolon-separated records. A field in double quotes may hold semicolons and line breaks
 * ("" is a quote): Crédit Agricole's export writes each label on several lines inside quotes.
 * Each record keeps the number of the line it starts on, for error messages.
 */
export function csvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] as string;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === '"') {
      throw invalidCsv(`guillemets mal placés ligne ${line}`);
    } else if (char === ';') {
      fields.push(field.trim());
      field = '';
    } else if (char === '\n') {
      records.push({ line: start, fields: [...fields, field.trim()] });
      fields = [];
      field = '';
      line += 1;
      start = line;
    } else if (char !== '\r') field += char;
  }
  if (quoted) throw invalidCsv(`guillemets mal fermés ligne ${start}`);
  records.push({ line: start, fields: [...fields, field.trim()] });
  return records.filter((record) => record.fields.some((value) => value !== ''));
}
