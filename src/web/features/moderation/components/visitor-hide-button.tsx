import { useNavigate } from 'react-router';
import { EyeOff } from 'lucide-react';
import { productPageMessages } from '@shared/catalogue/product-page-messages';
import { Button } from '@web/components/ui/button';
import { lazyToast } from '@web/lib/lazy-toast';

/**
 * Visitors see the hide action too (spec §6): trying it explains that hiding needs an
 * account, then opens sign-in and comes back to the product.
 */
export function VisitorHideButton({ productId }: { productId: string }) {
  const navigate = useNavigate();

  function askToSignIn() {
    lazyToast('info', productPageMessages.signInToHide);
    void navigate(`/auth?redirect=${encodeURIComponent(`/product/${productId}`)}`);
  }

  return (
    <Button variant="ghost" size="sm" className="self-start text-muted-foreground" onClick={askToSignIn}>
      <EyeOff aria-hidden="true" />
      Masquer l'annonce
    </Button>
  );
}
