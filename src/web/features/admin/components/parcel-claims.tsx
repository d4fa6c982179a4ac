import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { useState } from 'react';
import { HandCoins, PackageCheck } from 'lucide-react';
import { deliveryTypeLabels } from '@shared/delivery';
import { formatEuros } from '@shared/money';
import type { AdminParcelClaim, ParcelClaimOutcome } from '@shared/orders/parcel-claim.schemas';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useParcelClaims } from '../api/admin-parcel-claims';
import { AdminListSection } from './admin-list-section';
import { ParcelClaimDialog } from './parcel-claim-dialog';

type Opened = { claim: AdminParcelClaim; outcome: ParcelClaimOutcome };

function ClaimRow({ claim, onOpen }: { claim: AdminParcelClaim; onOpen: (outcome: ParcelClaimOutcome) => void }) {
  return (
    <li
      aria-label={`Colis non reçu : commande ${claim.orderNumber}`}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid gap-1 text-sm">
        <p className="font-medium">
          Commande <span className="font-mono">{claim.orderNumber}</span> · {claim.productTitle}
        </p>
        <p>
          Acheteur : {claim.buyer.name} <span className="text-muted-foreground">({claim.buyer.email})</span>
        </p>
        <p>
          Vendeur : {claim.seller.name} <span className="text-muted-foreground">({claim.seller.email})</span>
        </p>
        <p>
          <span className="font-semibold">{formatEuros(claim.totalAmountCents)}</span> ·{' '}
          {deliveryTypeLabels[claim.deliveryType]} · Suivi :{' '}
          <span className="font-mono">{claim.trackingNumber ?? 'aucun'}</span>
        </p>
        <p className="text-muted-foreground">
          Signalé le{' '}
          <time dateTime={claim.claimedAt}>
            {format(new Date(claim.claimedAt), "d MMM yyyy 'à' HH:mm", { locale: fr })}
          </time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col">
        <Button onClick={() => onOpen('refunded')}>
          <HandCoins aria-hidden="true" />
          Rembourser l'acheteur<span className="sr-only"> : commande {claim.orderNumber}</span>
        </Button>
        <Button variant="outline" onClick={() => onOpen('delivered')}>
          <PackageCheck aria-hidden="true" />
          Considérer comme livrée<span className="sr-only"> : commande {claim.orderNumber}</span>
        </Button>
      </div>
    </li>
  );
}

/** Parcels the buyer says never came, oldest first: refund from escrow, or delivered. */
export function ParcelClaims() {
  const query = useParcelClaims();
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = () => setOpened(null);
  return (
    <AdminListSection
      headingId="parcel-claims"
      title="Colis non reçus à trancher"
      empty="Aucun colis non reçu à trancher"
      items={query.data?.pages.flatMap((page) => page.claims)}
      total={query.data?.pages[0]?.total}
      loadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      renderItem={(claim) => (
        <ClaimRow key={claim.orderId} claim={claim} onOpen={(outcome) => setOpened({ claim, outcome })} />
      )}
    >
      <Dialog open={opened !== null} onOpenChange={(open) => !open && close()}>
        {opened ? <ParcelClaimDialog claim={opened.claim} outcome={opened.outcome} onDone={close} /> : null}
      </Dialog>
    </AdminListSection>
  );
}
