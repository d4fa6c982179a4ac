import { useState } from 'react';
import { Link } from 'react-router';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { Tag } from 'lucide-react';
import { toast } from 'sonner';
import { formatEuros } from '@shared/money';
import type { OfferCard as Offer } from '@shared/offers/offer.schemas';
import { offerTexts } from '@shared/offers/offer-texts';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { refusalMessage } from '@web/lib/refusal-message';
import { cn } from '@web/lib/utils';
import { useAnswerOffer } from '../api/offer-mutations';
import { OfferAmountDialog } from './offer-amount-dialog';

const when = (iso: string) => format(new Date(iso), "d MMMM 'à' HH:mm", { locale: fr });

/** The link that orders at the offer's price: the checkout reads the amount from the offer. */
export function orderAtOfferLink(offer: Pick<Offer, 'id' | 'productId'>) {
  return `/checkout?productId=${encodeURIComponent(offer.productId)}&offre=${encodeURIComponent(offer.id)}`;
}

/** An offer in the conversation, for both people: amount, status, deadline and the answers it awaits. */
export function OfferCard({ offer }: { offer: Offer }) {
  const answer = useAnswerOffer();
  const [countering, setCountering] = useState(false);
  const range = offer.counterRange;

  async function reply(kind: 'accept' | 'refuse') {
    try {
      await answer.mutateAsync({ offerId: offer.id, kind });
    } catch (failure) {
      toast.error(refusalMessage(failure, offerTexts.alreadyAnswered));
    }
  }

  return (
    <section
      aria-label={`${offerTexts.cardTitle(offer.proposedBy === 'buyer')} ${formatEuros(offer.amountCents)}`}
      className="grid w-full gap-2 rounded-xl border bg-background p-3 text-foreground"
      data-testid="offer-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="inline-flex items-center gap-1.5 text-sm font-medium">
          <Tag className="size-4" aria-hidden="true" />
          {offerTexts.cardTitle(offer.proposedBy === 'buyer')}
        </p>
        <Badge variant={offer.status === 'accepted' ? 'default' : 'secondary'}>{offerTexts.status[offer.status]}</Badge>
      </div>
      <p className="text-xl font-semibold">
        {formatEuros(offer.amountCents)}{' '}
        <span className="text-sm font-normal text-muted-foreground line-through">
          {formatEuros(offer.listPriceCents)}
        </span>
      </p>
      {offer.sold ? (
        <p className="text-sm font-medium text-destructive">{offerTexts.sold}</p>
      ) : offer.status === 'pending' ? (
        <p className="text-sm text-muted-foreground">{offerTexts.answerBefore(when(offer.expiresAt))}</p>
      ) : offer.status === 'accepted' && offer.sellerHoliday ? (
        <p className="text-sm font-medium">{offerTexts.sellerAway(offer.sellerHoliday.sentence)}</p>
      ) : offer.status === 'accepted' ? (
        <p className="text-sm text-muted-foreground">{offerTexts.priceUntil(when(offer.expiresAt))}</p>
      ) : null}
      {offer.canAnswer ? (
        <div className="flex flex-wrap gap-2">
          <Button disabled={answer.isPending} onClick={() => void reply('accept')}>
            {offerTexts.accept}
          </Button>
          <Button variant="outline" disabled={answer.isPending} onClick={() => void reply('refuse')}>
            {offerTexts.refuse}
          </Button>
          {range ? (
            <Button variant="outline" disabled={answer.isPending} onClick={() => setCountering(true)}>
              {offerTexts.counter}
            </Button>
          ) : null}
        </div>
      ) : null}
      {offer.canOrder ? (
        <Link to={orderAtOfferLink(offer)} className={cn(buttonVariants(), 'w-fit')}>
          {offerTexts.orderAt(formatEuros(offer.amountCents))}
        </Link>
      ) : null}
      {range ? (
        <OfferAmountDialog
          open={countering}
          onOpenChange={setCountering}
          title={offerTexts.counterTitle}
          description={offerTexts.counterHint(formatEuros(range.lowCents), formatEuros(range.highCents))}
          submitLabel={offerTexts.send}
          check={(cents) =>
            cents > range.lowCents && cents < range.highCents
              ? null
              : offerTexts.counterOutOfRange(formatEuros(range.lowCents), formatEuros(range.highCents))
          }
          send={(amountCents) => answer.mutateAsync({ offerId: offer.id, kind: 'counter', amountCents })}
          sentMessage={offerTexts.sent}
        />
      ) : null}
    </section>
  );
}
