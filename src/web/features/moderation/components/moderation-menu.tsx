import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Ban, EllipsisVertical, EyeOff, Flag, UserRoundX } from 'lucide-react';
import { toast } from 'sonner';
import { productMessages } from '@shared/catalogue/product-messages';
import { blockMessages } from '@shared/moderation/block-messages';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import type { ReportTarget } from '../api/create-report';
import { useHideProduct } from '../api/hide-product';
import { useSetBlocked } from '../api/set-blocked';
import { ReportDialog } from './report-dialog';

type ModerationMenuProps = {
  seller: { id: string; blocked: boolean };
  /** On a product page: also report the product and hide the listing. */
  productId?: string;
};

/** For signed-in viewers who are not the seller (spec §6); the caller decides when to show it. */
export function ModerationMenu({ seller, productId }: ModerationMenuProps) {
  const navigate = useNavigate();
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const setBlocked = useSetBlocked();
  const hide = useHideProduct();

  function setSellerBlocked(blocked: boolean) {
    setBlocked.mutate(
      { userId: seller.id, blocked },
      {
        onSuccess: () => toast.success(blocked ? productMessages.userBlocked : productMessages.userUnblocked),
        onError: () => toast.error(blocked ? 'Erreur lors du blocage' : 'Erreur lors du déblocage'),
      },
    );
  }

  function hideListing(id: string) {
    hide.mutate(id, {
      onSuccess: () => {
        toast.success(productMessages.listingHidden);
        void navigate('/marketplace');
      },
      onError: () => toast.error("Erreur lors du masquage de l'annonce"),
    });
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Plus d'options">
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {productId ? (
            <DropdownMenuItem onSelect={() => setReportTarget({ type: 'product', productId })}>
              <Flag aria-hidden="true" />
              Signaler le produit
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setReportTarget({ type: 'user', userId: seller.id })}>
            <UserRoundX aria-hidden="true" />
            Signaler le vendeur
          </DropdownMenuItem>
          {/* Blocking asks first (it also ends messages and orders both ways); unblocking does not. */}
          <DropdownMenuItem
            disabled={setBlocked.isPending}
            onSelect={() => (seller.blocked ? setSellerBlocked(false) : setConfirmingBlock(true))}
          >
            <Ban aria-hidden="true" />
            {seller.blocked ? 'Débloquer le vendeur' : 'Bloquer le vendeur'}
          </DropdownMenuItem>
          {productId ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" disabled={hide.isPending} onSelect={() => hideListing(productId)}>
                <EyeOff aria-hidden="true" />
                Masquer l'annonce
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
      <ConfirmDialog
        open={confirmingBlock}
        onOpenChange={setConfirmingBlock}
        title={blockMessages.confirmTitle}
        description={blockMessages.confirmBody}
        confirmLabel="Bloquer"
        onConfirm={() => setSellerBlocked(true)}
      />
    </>
  );
}
