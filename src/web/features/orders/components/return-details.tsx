import type { ReactNode } from 'react';
import { formatEuros } from '@shared/money';
import { refundDoneText, refundToText } from '@shared/returns/refund-text';
import type { OrderReturnView } from '@shared/returns/return-view.schemas';
import { formatShortDateTime } from '@web/lib/french-dates';

// Worded apart from the status badge, so a line of history never reads as the current status.
const eventLabels: Record<string, string> = {
  pending: 'Retour demandé',
  approved: 'Accepté par le vendeur',
  rejected: 'Refusé par le vendeur',
  // Returns made before decision 041 may still carry this line.
  seller_proof_submitted: 'Preuve de remboursement envoyée',
  admin_approved: "Retour validé par l'admin",
  shipped_back: "Article renvoyé par l'acheteur",
  received: 'Article reçu par le vendeur',
  refunded: 'Remboursement effectué',
  cancelled: 'Demande annulée',
  disputed: 'Refus contesté',
  dispute_upheld: 'Litige tranché : refus maintenu',
  ordered: 'Litige tranché : retour ordonné',
};

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

/** Where to send the item, its tracking number, the refusal, the dispute and the return's history (decision 026). */
/**
 * A lot's return names its lines and what they give back (decision 066); a one-line order's
 * return goes back whole and reads as before.
 */
export function ReturnedItems({
  ret,
}: {
  ret: Pick<OrderReturnView, 'items' | 'allItems' | 'refundDueCents' | 'refund'>;
}) {
  if (ret.allItems && ret.items.length <= 1) return null;
  return (
    <>
      <Line label="Articles retournés">
        {ret.items.map((item) => `${item.title} (${formatEuros(item.priceCents)})`).join(', ')}
      </Line>
      {ret.refund ? null : (
        <Line label="Remboursement prévu">
          {formatEuros(ret.refundDueCents)}
          {ret.allItems ? ', livraison comprise' : ''}
        </Line>
      )}
    </>
  );
}

export function ReturnDetails({ ret }: { ret: OrderReturnView }) {
  const contestable = ret.allowedActions.includes('openDispute') && ret.disputeDeadline;
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid gap-2">
        <ReturnedItems ret={ret} />
        {ret.returnAddress ? (
          <Line label="Adresse de renvoi">
            {ret.returnAddress}
            {ret.returnCountry ? `, ${ret.returnCountry}` : ''}
          </Line>
        ) : null}
        {ret.trackingNumber ? (
          <Line label="Numéro de suivi du renvoi">
            <span className="font-mono">{ret.trackingNumber}</span>
          </Line>
        ) : null}
        {ret.refundTo && !ret.refund ? <Line label="Remboursement sur">{refundToText(ret.refundTo)}</Line> : null}
        {ret.refund ? <Line label="Remboursement">{refundDoneText(ret.refund)}</Line> : null}
        {ret.relist !== null ? (
          <Line label="Après remboursement">
            {ret.relist ? "L'article est remis en vente" : "L'article n'est pas remis en vente"}
          </Line>
        ) : null}
        {ret.rejectionReason ? <Line label="Motif du refus">{ret.rejectionReason}</Line> : null}
        {ret.dispute ? <Line label="Contestation de l'acheteur">{ret.dispute.message}</Line> : null}
        {ret.dispute?.decisionReason ? (
          <Line
            label={
              ret.dispute.outcome === 'order'
                ? "Décision de l'admin : retour ordonné"
                : "Décision de l'admin : refus maintenu"
            }
          >
            {ret.dispute.decisionReason}
          </Line>
        ) : null}
      </dl>
      {ret.dispute && ret.dispute.photoUrls.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label="Photos de la contestation">
          {ret.dispute.photoUrls.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                aria-label={`Voir la photo ${index + 1} de la contestation`}
              >
                <img src={url} alt="" className="size-16 rounded-lg border border-border object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {contestable ? (
        <p className="text-muted-foreground">
          Vous pouvez contester ce refus jusqu&apos;au {formatShortDateTime(ret.disputeDeadline ?? '')}.
        </p>
      ) : null}
      {ret.history.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-muted-foreground">Historique du retour</summary>
          <ol className="mt-2 grid gap-1">
            {ret.history.map((entry, index) => (
              <li key={`${entry.event}-${index}`}>
                <time dateTime={entry.at} className="text-muted-foreground">
                  {formatShortDateTime(entry.at)}
                </time>{' '}
                · {eventLabels[entry.event] ?? entry.event}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
