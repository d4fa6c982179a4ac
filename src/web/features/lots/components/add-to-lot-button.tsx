import { Link, useLocation, useNavigate } from 'react-router';
import { Check, PackagePlus } from 'lucide-react';
import { toast } from 'sonner';
import { lotMessages } from '@shared/lots/lot.schemas';
import { Button } from '@web/components/ui/button';
import { refusalMessage } from '@web/lib/refusal-message';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { lotPath, useAddToLot, useLot } from '../api/lots';

const FAILED = "Erreur lors de l'ajout au lot";
const SIGN_IN = 'Veuillez vous connecter pour ajouter au lot';

type AddToLotButtonProps = {
  sellerId: string;
  productId: string;
  /** 'page': beside the product page's 'Commander'; 'card': under a listing of the seller's page. */
  variant: 'page' | 'card';
  className?: string;
};

/**
 * 'Ajouter au lot' (issue 32). A visitor is sent to sign in and comes back to this page; a listing
 * already in the lot links to it instead.
 */
export function AddToLotButton({ sellerId, productId, variant, className }: AddToLotButtonProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = session.user !== null;
  const lot = useLot(sellerId, signedIn);
  const add = useAddToLot();
  const size = variant === 'page' ? 'lg' : 'sm';
  const inLot = lot.data?.items.some((item) => item.productId === productId) ?? false;

  if (inLot) {
    return (
      <Button asChild variant="secondary" size={size} className={cn('relative z-10', className)}>
        <Link to={lotPath(sellerId)}>
          <Check aria-hidden="true" />
          Dans votre lot
        </Link>
      </Button>
    );
  }

  async function addToLot() {
    if (!signedIn) {
      toast.info(SIGN_IN);
      const back = `${location.pathname}${location.search}`;
      void navigate(`/auth?redirect=${encodeURIComponent(back)}`);
      return;
    }
    try {
      await add.mutateAsync({ sellerId, productId });
    } catch (error) {
      toast.error(refusalMessage(error, FAILED));
      return;
    }
    toast.success(lotMessages.added, {
      action: { label: 'Voir mon lot', onClick: () => void navigate(lotPath(sellerId)) },
    });
  }

  return (
    <Button
      variant="outline"
      size={size}
      className={cn('relative z-10', className)}
      disabled={session.isPending || add.isPending || (signedIn && lot.isPending)}
      onClick={() => void addToLot()}
    >
      <PackagePlus aria-hidden="true" />
      Ajouter au lot
    </Button>
  );
}
