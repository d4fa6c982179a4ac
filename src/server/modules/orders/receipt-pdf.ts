import { receiptFonts } from './receipt-fonts';
import { type ReceiptContent, type ReceiptLine, receiptContent } from '@shared/orders/receipt-lines';
import type { Receipt } from '@shared/orders/receipt.schemas';

const MARGIN = 56;
const LABEL_WIDTH = 160;
const AMOUNT_WIDTH = 120;
const GAP = 12;
const MUTED = '#555555';

type Doc = PDFKit.PDFDocument;
const REGULAR = 'receipt-regular';
const BOLD = 'receipt-bold';

/**
 * What the embedded font cannot draw (Chinese, say) loses its accents when that makes it
 * drawable, else becomes "?", rather than an empty box.
 */
function drawableText(value: string, draws: (char: string) => boolean): string {
  return Array.from(value, (char) => {
    if (draws(char)) return char;
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return bare !== '' && Array.from(bare).every(draws) ? bare : '?';
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
  doc.font(bold ? BOLD : REGULAR).fillColor(kind === 'amount' ? 'black' : MUTED);
  doc.text(line.label, MARGIN, top, { width: labelWidth });
  const labelBottom = doc.y;
  doc.fillColor('black').text(line.value, MARGIN + labelWidth + GAP, top, {
    width: valueWidth,
    align: kind === 'amount' ? 'right' : 'left',
  });
  doc.y = Math.max(labelBottom, doc.y) + 4;
}

function header(doc: Doc, content: ReceiptContent): void {
  doc.font(BOLD).fontSize(20).fillColor('black').text(content.issuer, MARGIN, MARGIN);
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(content.contact);
  doc.moveDown(1.5);
  doc.font(BOLD).fontSize(15).fillColor('black').text(content.title);
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
  if (content.refundNote) doc.moveDown(0.5).font(REGULAR).fontSize(10.5).text(content.refundNote, MARGIN);
  doc.moveDown(2).font(REGULAR).fontSize(9).fillColor(MUTED);
  doc.text(content.footnote, MARGIN, doc.y, { width: contentWidth(doc) });
}

function drawableContent(content: ReceiptContent, draws: (char: string) => boolean): ReceiptContent {
  const text = (value: string) => drawableText(value, draws);
  const line = (entry: ReceiptLine): ReceiptLine => ({ label: text(entry.label), value: text(entry.value) });
  return {
    issuer: text(content.issuer),
    contact: text(content.contact),
    title: text(content.title),
    details: content.details.map(line),
    amounts: content.amounts.map(line),
    total: line(content.total),
    payments: content.payments.map(line),
    refundNote: content.refundNote && text(content.refundNote),
    footnote: text(content.footnote),
  };
}

/**
 * The receipt as an A4 PDF, in an embedded Unicode font (receipt-fonts.ts): pdfkit's standard
 * Helvetica only knows WinAnsi, which turned 'Łódź' into 'Lodz' and 'Nguyễn' into 'Nguyen'.
 * pdfkit is imported on the first receipt, so the server does not load it at start-up.
 */
export async function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), receiptFonts()]);
  const content = drawableContent(receiptContent(receipt), fonts.draws);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: content.title, Author: content.issuer },
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
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
