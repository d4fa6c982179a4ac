import { FileText } from 'lucide-react';
import { formatEuros } from '@shared/money';
import { payoutMethodLabels } from '@shared/orders/payout.schemas';
import type { PayoutHistoryItem } from '@shared/earnings/earnings.schemas';
import { NextPageButton, type NextPages } from '@web/components/show-more';
import { formatDay } from '../format';

/** The payouts the admin recorded, a page at a time: date, method, reference and, when attached, its proof. */
export function PayoutHistory({ payouts, more }: { payouts: PayoutHistoryItem[]; more: NextPages }) {
  if (payouts.length === 0) {
    return <p className="text-sm text-muted-foreground">Aucun versement pour le moment.</p>;
  }
  return (
    <>
      <ul className="grid gap-2">
        {payouts.map((payout) => (
          <li key={payout.id} className="grid gap-1 rounded-2xl border bg-card px-4 py-3 text-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-semibold">{formatEuros(payout.amountCents)}</span>
              <time dateTime={payout.createdAt} className="text-muted-foreground">
                {formatDay(payout.createdAt)}
              </time>
            </div>
            <p className="text-muted-foreground">
              {payoutMethodLabels[payout.method]} · réf. <span className="font-mono">{payout.reference}</span>
            </p>
            {payout.proofUrl ? (
              <a
                href={payout.proofUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex w-fit items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                <FileText aria-hidden="true" className="size-4" />
                Voir la preuve du versement <span className="sr-only">du {formatDay(payout.createdAt)}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <NextPageButton pages={more} />
    </>
  );
}
