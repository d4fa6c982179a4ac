import type { StatementContent, StatementLine } from '@shared/tax/statement-lines';
import { receiptFonts } from '../orders/receipt-fonts';

const MARGIN = 56;
const LABEL_WIDTH = 190;
const GAP = 12;
const MUTED = '#555555';
const REGULAR = 'statement-regular';
const BOLD = 'statement-bold';

type Doc = PDFKit.PDFDocument;

/** What DejaVu cannot draw loses its accents, else becomes '?', as on the receipts. */
function drawable(value: string, draws: (char: string) => boolean): string {
  return Array.from(value, (char) => {
    if (draws(char)) return char;
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return bare !== '' && Array.from(bare).every(draws) ? bare : '?';
  }).join('');
}

function line(doc: Doc, entry: StatementLine): void {
  const top = doc.y;
  const width = doc.page.width - 2 * MARGIN;
  doc.font(REGULAR).fillColor(MUTED).text(entry.label, MARGIN, top, { width: LABEL_WIDTH });
  const labelBottom = doc.y;
  doc.fillColor('black').text(entry.value, MARGIN + LABEL_WIDTH + GAP, top, { width: width - LABEL_WIDTH - GAP });
  doc.y = Math.max(labelBottom, doc.y) + 4;
}

/** The yearly statement as an A4 PDF in the receipts' embedded font (decision 027, 063). */
export async function renderStatementPdf(content: StatementContent): Promise<Buffer> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), receiptFonts()]);
  const text = (value: string) => drawable(value, fonts.draws);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: text(content.title), Author: 'Boucles' } });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(BOLD).fontSize(18).fillColor('black').text(text(content.title), MARGIN, MARGIN);
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(text(content.issued));
  for (const section of content.sections) {
    doc.moveDown(1.2).font(BOLD).fontSize(12).fillColor('black').text(text(section.heading), MARGIN);
    doc.moveDown(0.4).fontSize(10.5);
    for (const entry of section.lines) line(doc, { label: text(entry.label), value: text(entry.value) });
  }
  doc.moveDown(2).font(REGULAR).fontSize(9).fillColor(MUTED);
  doc.text(text(content.footnote), MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
  doc.end();
  return done;
}
