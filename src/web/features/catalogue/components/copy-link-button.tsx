import { Link2, Share2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { copyText } from '@web/lib/clipboard';
import { lazyToast } from '@web/lib/lazy-toast';
import { useHydrated } from '@web/lib/use-hydrated';

type CopyLinkButtonProps = {
  productId: string;
  /** 'icon' on cards, 'share' with its text on the product page. */
  variant: 'icon' | 'share';
  className?: string;
};

function productUrl(productId: string): string {
  return `${window.location.origin}/product/${productId}`;
}

export function CopyLinkButton({ productId, variant, className }: CopyLinkButtonProps) {
  const hydrated = useHydrated();
  async function copy() {
    if (await copyText(productUrl(productId))) lazyToast('success', 'Lien copié!');
    else lazyToast('error', 'Impossible de copier le lien');
  }

  if (variant === 'icon') {
    return (
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label="Copier le lien"
        disabled={!hydrated}
        onClick={() => void copy()}
      >
        <Link2 aria-hidden="true" />
      </Button>
    );
  }
  return (
    <Button variant="outline" className={className} disabled={!hydrated} onClick={() => void copy()}>
      <Share2 aria-hidden="true" />
      Partager
    </Button>
  );
}
