import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { toast } from 'sonner';
import { lotMessages } from '@shared/lots/lot.schemas';
import { PageTitle } from '@web/components/page-title';
import { PageLoader } from '@web/components/page-loader';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/api-client';
import { refusalMessage } from '@web/lib/refusal-message';
import { useLot, useRemoveFromLot } from '../api/lots';
import { useRemovedItems } from '../hooks/use-removed-items';
import { LotItems } from './lot-items';
import { LotTotals } from './lot-totals';
import { RemovedItemsNotice } from './removed-items-notice';

const REMOVE_FAILED = 'Erreur lors du retrait de l’article';

/** 'Mon lot chez Aminata (3)': the items, the discount, one delivery fee, the total, 'Commander le lot'. */
export function LotScreen({ sellerId }: { sellerId: string }) {
  const query = useLot(sellerId);
  const remove = useRemoveFromLot();
  const removed = useRemovedItems(query.data);
  const lot = query.data;

  async function removeItem(productId: string) {
    try {
      await remove.mutateAsync({ sellerId, productId });
    } catch (error) {
      toast.error(refusalMessage(error, REMOVE_FAILED));
      return;
    }
    toast.success(lotMessages.removedItem);
  }

  if (!lot) {
    return (
      <>
        <PageTitle>Mon lot — Boucles</PageTitle>
        {query.isError ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-muted-foreground">{errorMessage(query.error)}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : (
          <PageLoader />
        )}
      </>
    );
  }

  const sellerLink = `/seller/${lot.seller.id}`;
  return (
    <>
      <PageTitle>{`${lot.label} — Boucles`}</PageTitle>
      <h1 className="font-display text-3xl font-semibold break-words">{lot.label}</h1>
      <RemovedItemsNotice removed={removed} />
      {lot.holiday ? (
        <p role="note" className="rounded-xl bg-muted px-3 py-2.5 text-sm font-medium">
          {lot.holiday.sentence} : votre lot vous attend, vous pourrez le commander à son retour.
        </p>
      ) : null}
      {lot.items.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted-foreground">{lotMessages.empty}.</p>
          <Button asChild variant="outline">
            <Link to={sellerLink}>Voir les annonces de {lot.seller.displayName}</Link>
          </Button>
        </div>
      ) : (
        <>
          {lot.bundleDiscount.sentence ? <p className="text-sm font-medium">{lot.bundleDiscount.sentence}</p> : null}
          <LotItems
            items={lot.items}
            removing={remove.isPending}
            onRemove={(item) => void removeItem(item.productId)}
          />
          <Card>
            <CardContent className="grid gap-4">
              <LotTotals lot={lot} />
              {lot.holiday ? (
                <Button size="lg" disabled>
                  <ShoppingBag aria-hidden="true" />
                  Commander le lot
                </Button>
              ) : (
                <Button asChild size="lg">
                  <Link to={`/checkout?lot=${lot.seller.id}`}>
                    <ShoppingBag aria-hidden="true" />
                    Commander le lot
                  </Link>
                </Button>
              )}
            </CardContent>
          </Card>
          <Link to={sellerLink} className="self-start text-sm font-medium text-primary hover:underline">
            Ajouter d’autres articles de {lot.seller.displayName}
          </Link>
        </>
      )}
    </>
  );
}
