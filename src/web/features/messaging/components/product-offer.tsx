import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { formatEuros } from '@shared/money';
import { minimumOfferCents } from '@shared/offers/offer-rules';
import { offerTexts } from '@shared/offers/offer-texts';
import { Button, buttonVariants } from '@web/components/ui/button';
import { myOfferQueryOptions } from '@web/lib/my-offer-query';
import { useMakeOffer } from '../api/offer-mutations';
import { OfferAmountDialog } from './offer-amount-dialog';
import { orderAtOfferLink } from './offer-card';

type ProductOfferProps = { productId: string; priceCents: number; available: boolean };

/**
 * On a product page, for a signed-in non-owner: 'Commander à …' while an accepted offer holds,
 * where an open offer stands, or 'Faire une offre' (decision 058).
 */
export function ProductOffer({ productId, priceCents, available }: ProductOfferProps) {
  const query = useQuery(myOfferQueryOptions(productId));
  const make = useMakeOffer();
  const [open, setOpen] = useState(false);
  const offer = query.data?.offer;
  if (query.isPending) return null;

  if (offer?.canOrder) {
    return (
      <Link to={orderAtOfferLink(offer)} className={buttonVariants()}>
        {offerTexts.orderAt(formatEuros(offer.amountCents))}
      </Link>
    );
  }
  if (offer?.status === 'accepted' && !offer.sold && offer.sellerHoliday) {
    return (
      <p className="text-sm font-medium" role="status">
        {offerTexts.sellerAway(offer.sellerHoliday.sentence)}
      </p>
    );
  }
  if (offer?.status === 'pending' && !offer.sold) {
    const amount = formatEuros(offer.amountCents);
    return (
      <p className="text-sm" role="status">
        {offer.proposedBy === 'buyer' ? offerTexts.pendingOnProduct(amount) : offerTexts.counterOnProduct(amount)}{' '}
        <Link to={`/messages/${offer.conversationId}`} className="font-medium underline underline-offset-4">
          {offerTexts.seeConversation}
        </Link>
      </p>
    );
  }
  if (!available) return null;
  const minimum = minimumOfferCents(priceCents);
  return (
    <>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <HandCoins aria-hidden="true" />
        {offerTexts.makeOffer}
      </Button>
      <OfferAmountDialog
        open={open}
        onOpenChange={setOpen}
        title={offerTexts.dialogTitle}
        description={offerTexts.dialogHint(formatEuros(minimum), formatEuros(priceCents))}
        submitLabel={offerTexts.send}
        check={(cents) =>
          cents < minimum
            ? offerTexts.belowMinimum(formatEuros(minimum))
            : cents >= priceCents
              ? offerTexts.notBelowPrice
              : null
        }
        send={(amountCents) => make.mutateAsync({ productId, amountCents })}
        sentMessage={offerTexts.sent}
      />
    </>
  );
}
