import { Link } from 'react-router';
import { ShoppingBasket } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { lotPath, useLot } from '../api/lots';

/** 'Mon lot chez Aminata (3)' on the seller's page, once the buyer has put something in it. */
export function SellerLotLink({ sellerId }: { sellerId: string }) {
  const lot = useLot(sellerId);
  if (!lot.data || lot.data.items.length === 0) return null;
  return (
    <Button asChild className="self-start">
      <Link to={lotPath(sellerId)}>
        <ShoppingBasket aria-hidden="true" />
        {lot.data.label}
      </Link>
    </Button>
  );
}
