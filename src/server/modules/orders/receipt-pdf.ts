import { type ReceiptContent, type ReceiptLine, receiptContent } from '@shared/orders/receipt-lines';
import type { Receipt } from '@shared/orders/receipt.schemas';

const MARGIN = 56;
const LABEL_WIDTH = 160;
const AMOUNT_WIDTH = 120;
const GAP = 12;
const MUTED = '#555555';

type Doc = PDFKit.PDFDocument;

// Windows-1252's characters beyond Latin-1, which the standard fonts draw too.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const drawable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * What the standard fonts can draw: a letter outside WinAnsi loses its accents when that makes
 * it drawable ("Nguyễn" → "Nguyen"), anything else becomes "?", rather than a wrong glyph.
 */
function toWinAnsi(value: string): string {
  return Array.from(value, (char) => {
    if (drawable(char)) return char;
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return bare !== '' && Array.from(bare).every(drawable) ? bare : '?';
  }).join('');
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

function rule(doc: Doc): void {
  const y = doc.y + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y = y + 12;
}

/** A label and its value side by side; the next line starts under the taller of the two. */
function twoColumns(doc: Doc, line: ReceiptLine, kind: 'detail' | 'amount', bold = false): void {
  const top = doc.y;
  const valueWidth = kind === 'amount' ? AMOUNT_WIDTH : contentWidth(doc) - LABEL_WIDTH - GAP;
  const labelWidth = kind === 'amount' ? contentWidth(doc) - valueWidth - GAP : LABEL_WIDTH;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(kind === 'amount' ? 'black' : MUTED);
  doc.text(line.label, MARGIN, top, { width: labelWidth });
  const labelBottom = doc.y;
  doc.fillColor('black').text(line.value, MARGIN + labelWidth + GAP, top, {
    width: valueWidth,
    align: kind === 'amount' ? 'right' : 'left',
  });
  doc.y = Math.max(labelBottom, doc.y) + 4;
}

function header(doc: Doc, content: ReceiptContent): void {
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(content.issuer, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(content.contact);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(15).fillColor('black').text(content.title);
  doc.moveDown(0.8);
}

function body(doc: Doc, content: ReceiptContent): void {
  doc.fontSize(10.5);
  for (const line of content.details) twoColumns(doc, line, 'detail');
  rule(doc);
  for (const line of content.amounts) twoColumns(doc, line, 'amount');
  rule(doc);
  doc.fontSize(12);
  twoColumns(doc, content.total, 'amount', true);
  doc.fontSize(10.5);
  for (const line of content.payments) twoColumns(doc, line, 'amount');
  if (content.refundNote) doc.moveDown(0.5).font('Helvetica').fontSize(10.5).text(content.refundNote, MARGIN);
  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(content.footnote, MARGIN, doc.y, { width: contentWidth(doc) });
}

const drawableLine = (line: ReceiptLine): ReceiptLine => ({
  label: toWinAnsi(line.label),
  value: toWinAnsi(line.value),
});

function drawableContent(content: ReceiptContent): ReceiptContent {
  return {
    issuer: toWinAnsi(content.issuer),
    contact: toWinAnsi(content.contact),
    title: toWinAnsi(content.title),
    details: content.details.map(drawableLine),
    amounts: content.amounts.map(drawableLine),
    total: drawableLine(content.total),
    payments: content.payments.map(drawableLine),
    refundNote: content.refundNote && toWinAnsi(content.refundNote),
    footnote: toWinAnsi(content.footnote),
  };
}

/**
 * The receipt as an A4 PDF. pdfkit's built-in Helvetica is WinAnsi-encoded, which has the
 * French accents, the € sign and the no-break spaces of formatted amounts (other letters: see
 * toWinAnsi). pdfkit is imported on the first receipt, so the server does not load it at start-up.
 */
export async function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const content = drawableContent(receiptContent(receipt));
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: content.title, Author: content.issuer },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, content);
  body(doc, content);
  doc.end();
  return done;
}
