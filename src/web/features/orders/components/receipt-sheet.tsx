import { type ReceiptLine, receiptContent } from '@shared/orders/receipt-lines';
import type { Receipt } from '@shared/orders/receipt.schemas';
import { cn } from '@web/lib/utils';

function AmountLine({ line, className }: { line: ReceiptLine; className?: string }) {
  return (
    <div className={cn('flex justify-between gap-4', className)}>
      <dt className="min-w-0">{line.label}</dt>
      <dd className="shrink-0 tabular-nums">{line.value}</dd>
    </div>
  );
}

/** The receipt as it prints: the same words as the PDF (shared/orders/receipt-lines.ts). */
export function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const content = receiptContent(receipt);
  return (
    <article
      aria-labelledby="receipt-title"
      className="grid gap-5 rounded-2xl border border-border bg-card p-5 print:rounded-none print:border-0 print:p-0"
    >
      <header className="grid gap-0.5">
        <p className="font-display text-xl font-semibold text-primary">{content.issuer}</p>
        <p className="text-xs text-muted-foreground">{content.contact}</p>
      </header>
      <h1 id="receipt-title" className="font-display text-2xl font-semibold">
        {content.title}
      </h1>
      <dl className="grid gap-2 text-sm">
        {content.details.map((line) => (
          <div key={line.label} className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
            <dt className="text-muted-foreground">{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="grid gap-2 border-t border-border pt-4 text-sm">
        {content.amounts.map((line) => (
          <AmountLine key={line.label} line={line} />
        ))}
        <AmountLine line={content.total} className="border-t border-border pt-2 text-base font-semibold" />
        {content.payments.map((line) => (
          <AmountLine key={line.label} line={line} className="text-muted-foreground" />
        ))}
      </dl>
      {content.refundNote ? <p className="text-sm font-medium">{content.refundNote}</p> : null}
      <p className="text-xs text-muted-foreground">{content.footnote}</p>
    </article>
  );
}
