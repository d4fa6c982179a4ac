import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { messagingTexts } from '@shared/messaging/message-texts';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

type ContactButtonProps = { productId: string; className?: string };

/** 'Contacter le vendeur' on a product page: the conversation screen opens (or reopens) it. */
export function ContactSellerButton({ productId, className }: ContactButtonProps) {
  return (
    <Link
      to={`/messages/new?product=${encodeURIComponent(productId)}`}
      className={cn(buttonVariants({ variant: 'outline' }), className)}
    >
      <MessageCircle aria-hidden="true" />
      {messagingTexts.contactSeller}
    </Link>
  );
}
