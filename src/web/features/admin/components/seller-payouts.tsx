import { useState } from 'react';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { Send } from 'lucide-react';
import { formatEuros } from '@shared/money';
import type { SellerBalance } from '@shared/orders/payout.schemas';
import { payoutHoldNotice } from '@shared/profile/payout-hold';
import { dac7Texts } from '@shared/tax/dac7';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useSellerBalances } from '../api/admin-payouts';
import { type PayoutDestination, payoutDestination } from '../payout-destination';
import { AdminListSection } from './admin-list-section';
import { PayoutDetails } from './payout-details';
import { RecordPayoutDialog } from './record-payout-dialog';

const NO_DETAILS =
  "Ce vendeur n'a pas renseigné ses coordonnées de versement : impossible d'enregistrer un versement pour le moment.";

type Paying = { seller: SellerBalance; destination: PayoutDestination };

function SellerRow({ seller, onPay }: { seller: SellerBalance; onPay: (paying: Paying) => void }) {
  const destination = payoutDestination(seller);
  const noteId = `payout-note-${seller.sellerId}`;
  // New payout details wait (decision 042): the server refuses the payout meanwhile, too.
  const onHold = seller.payoutDetailsChangedAt && seller.payoutOnHoldUntil;
  const blocked = !destination || Boolean(onHold) || seller.taxDetailsMissing;
  return (
    <li
      aria-label={`Versement à ${seller.name}`}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid gap-2 text-sm">
        <p>
          <span className="font-medium">{seller.name}</span>{' '}
          <span className="text-muted-foreground">({seller.email})</span>
        </p>
        <p>
          Dû : <span className="font-semibold">{formatEuros(seller.owedCents)}</span>
          {seller.inEscrowCents > 0 ? ` · En séquestre : ${formatEuros(seller.inEscrowCents)}` : null}
          {seller.lastPayoutAt ? (
            <>
              {' '}
              · Dernier versement le{' '}
              <time dateTime={seller.lastPayoutAt}>
                {format(new Date(seller.lastPayoutAt), 'd MMM yyyy', { locale: fr })}
              </time>
            </>
          ) : null}
        </p>
        {destination ? <PayoutDetails destination={destination} /> : null}
        {destination && seller.payoutDetailsChangedAt && seller.payoutOnHoldUntil ? (
          <p id={noteId} className="font-medium text-destructive">
            {payoutHoldNotice(seller.payoutDetailsChangedAt, seller.payoutOnHoldUntil)}
          </p>
        ) : null}
        {destination ? null : (
          <p id={noteId} className="font-medium text-destructive">
            {NO_DETAILS}
          </p>
        )}
        {destination && !onHold && seller.taxDetailsMissing ? (
          <p id={noteId} className="font-medium text-destructive">
            {dac7Texts.heldForAdmin}
          </p>
        ) : null}
      </div>
      <Button
        disabled={blocked}
        aria-describedby={blocked ? noteId : undefined}
        onClick={() => destination && !blocked && onPay({ seller, destination })}
      >
        <Send aria-hidden="true" />
        Enregistrer un versement
      </Button>
    </li>
  );
}

/** Decisions.md §4: what each seller is owed (orders finished), with where to send it. */
export function SellerPayouts() {
  const query = useSellerBalances();
  const [paying, setPaying] = useState<Paying | null>(null);
  const sellers = query.data?.pages.flatMap((page) => page.sellers);
  const owed = sellers?.filter((seller) => seller.owedCents > 0);
  // Most owed first: once a page reaches a seller owed nothing, no later page holds one to pay.
  const moreOwed = query.hasNextPage && (sellers?.at(-1)?.owedCents ?? 0) > 0;
  return (
    <AdminListSection
      headingId="payouts-owed"
      title="Vendeurs à payer"
      empty="Aucun versement à effectuer"
      items={owed}
      total={query.data?.pages[0]?.owedCount}
      loadMore={moreOwed ? () => void query.fetchNextPage() : undefined}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      renderItem={(seller) => <SellerRow key={seller.sellerId} seller={seller} onPay={setPaying} />}
    >
      <Dialog open={paying !== null} onOpenChange={(open) => !open && setPaying(null)}>
        {paying ? <RecordPayoutDialog {...paying} onDone={() => setPaying(null)} /> : null}
      </Dialog>
    </AdminListSection>
  );
}
