import { Ban, Check, ExternalLink, HandCoins, Undo2 } from 'lucide-react';
import { formatEuros } from '@shared/money';
import { refundToText } from '@shared/returns/refund-text';
import { returnReasonLabels } from '@shared/returns/return-status';
import type { DisputeOutcome } from '@shared/returns/return-view.schemas';
import type { AdminReturnView } from '@shared/returns/return.schemas';
import { Button } from '@web/components/ui/button';
import { formatShortDateTime } from '@web/lib/french-dates';

function FileLink({ url, label }: { url: string; label: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex w-fit items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
    >
      {label}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(nouvel onglet)</span>
    </a>
  );
}

export type AdminReturnAction = 'validate' | 'refund' | DisputeOutcome;

type ReturnRowProps = { item: AdminReturnView; onOpen: (action: AdminReturnAction) => void };

/** The seller's refusal and the buyer's dispute, side by side for the admin's decision. */
function DisputeFacts({ item }: { item: AdminReturnView }) {
  if (!item.dispute) return null;
  return (
    <div className="grid gap-1 rounded-lg bg-muted/50 p-2">
      <p className="wrap-anywhere">
        <span className="font-medium">Motif du refus : </span>
        {item.rejectionReason ?? '—'}
      </p>
      <p className="wrap-anywhere">
        <span className="font-medium">Contestation : </span>
        {item.dispute.message}
      </p>
      {item.dispute.photoUrls.length > 0 ? (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {item.dispute.photoUrls.map((url, index) => (
            <FileLink key={url} url={url} label={`Photo de la contestation ${index + 1}`} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** One return: order, parties, reason, photos and proofs, and the admin's next step. */
export function ReturnRow({ item, onOpen }: ReturnRowProps) {
  return (
    <li
      aria-label={`Retour de la commande ${item.orderNumber}`}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid gap-1 text-sm">
        <p className="font-medium">
          Commande <span className="font-mono">{item.orderNumber}</span> · {item.productTitle}
        </p>
        <p>
          Acheteur : {item.buyer.name} <span className="text-muted-foreground">({item.buyer.email})</span>
        </p>
        <p>
          Vendeur : {item.seller.name} <span className="text-muted-foreground">({item.seller.email})</span>
        </p>
        <p>
          <span className="font-semibold">{formatEuros(item.refundDueCents)}</span> · {returnReasonLabels[item.reason]}{' '}
          ·{' '}
          <time dateTime={item.updatedAt} className="text-muted-foreground">
            {formatShortDateTime(item.updatedAt)}
          </time>
        </p>
        <p className="font-medium">{item.nextStep}</p>
        {item.allItems ? null : (
          <p>
            <span className="font-medium">Retour d&apos;une partie du lot : </span>
            {item.items.map((line) => line.title).join(', ')} (livraison non remboursée)
          </p>
        )}
        {item.refundTo ? (
          <p className="wrap-anywhere">
            <span className="font-medium">Rembourser sur : </span>
            {refundToText(item.refundTo)}
          </p>
        ) : null}
        {item.relist !== null ? (
          <p>{item.relist ? "Le vendeur remet l'article en vente" : "Le vendeur ne remet pas l'article en vente"}</p>
        ) : null}
        {item.description ? <p className="wrap-anywhere text-muted-foreground">{item.description}</p> : null}
        <DisputeFacts item={item} />
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {item.photoUrls.map((url, index) => (
            <FileLink key={url} url={url} label={`Photo ${index + 1}`} />
          ))}
          {item.adminRefundProofUrl ? (
            <FileLink url={item.adminRefundProofUrl} label="Preuve du remboursement" />
          ) : null}
        </div>
      </div>
      {item.status === 'disputed' ? (
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <Button onClick={() => onOpen('order')}>
            <Undo2 aria-hidden="true" />
            Ordonner le retour<span className="sr-only"> {item.orderNumber}</span>
          </Button>
          <Button variant="outline" onClick={() => onOpen('uphold')}>
            <Ban aria-hidden="true" />
            Maintenir le refus<span className="sr-only"> : retour {item.orderNumber}</span>
          </Button>
        </div>
      ) : item.status === 'approved' ? (
        <Button onClick={() => onOpen('validate')}>
          <Check aria-hidden="true" />
          Valider<span className="sr-only"> le retour {item.orderNumber}</span>
        </Button>
      ) : item.status === 'received' ? (
        <Button onClick={() => onOpen('refund')}>
          <HandCoins aria-hidden="true" />
          Marquer remboursé<span className="sr-only"> : retour {item.orderNumber}</span>
        </Button>
      ) : null}
    </li>
  );
}
