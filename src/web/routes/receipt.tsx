import { Link, useParams } from 'react-router';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { receiptFileName } from '@shared/orders/receipt-lines';
import { receiptMessages } from '@shared/orders/receipt.schemas';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { receiptPdfUrl, useReceipt } from '@web/features/orders/api/get-receipt';
import { ReceiptSheet } from '@web/features/orders/components/receipt-sheet';
import { orderAnchorId } from '@web/features/orders/hooks/use-linked-order';
import { refusalMessage } from '@web/lib/refusal-message';
import { PageTitle } from '@web/components/page-title';

/** /orders/:id/receipt — the buyer's receipt of a paid order, to print or to download as a PDF. */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const { data: receipt, error } = useReceipt(id);
  const backTo = receipt ? `/orders#${orderAnchorId(receipt.orderNumber)}` : '/orders';

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6 sm:py-8 print:max-w-none print:p-0">
      <PageTitle>{receipt ? `Reçu ${receipt.orderNumber} — Boucles` : 'Reçu — Boucles'}</PageTitle>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Link to={backTo} className={buttonVariants({ variant: 'ghost', className: 'mr-auto' })}>
          <ArrowLeft aria-hidden="true" />
          Mes commandes
        </Link>
        {receipt ? (
          <>
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Imprimer
            </Button>
            <a href={receiptPdfUrl(receipt.orderId)} download={receiptFileName(receipt)} className={buttonVariants()}>
              <Download aria-hidden="true" />
              Télécharger le PDF
            </a>
          </>
        ) : null}
      </div>
      {receipt ? (
        <ReceiptSheet receipt={receipt} />
      ) : error ? (
        <p role="alert" className="rounded-2xl border border-border bg-card p-5 text-muted-foreground">
          {refusalMessage(error, receiptMessages.loadFailed)}
        </p>
      ) : (
        <Skeleton className="h-96 rounded-2xl" aria-busy="true" />
      )}
    </div>
  );
}
