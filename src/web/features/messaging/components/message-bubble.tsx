import { Check, CheckCheck, Flag, ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import type { Message } from '@shared/messaging/message.schemas';
import { messagingTexts } from '@shared/messaging/message-texts';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { formatMessageTime } from '../format-message-time';
import { MessageBody } from './message-body';
import { OfferCard } from './offer-card';
import { PaymentWarningNote } from './payment-warning-note';

type MessageBubbleProps = {
  message: Message;
  /** Who wrote it, when the reader is not one of the two (an admin reviewing). */
  author?: string;
  onReport?: () => void;
};

export function MessageBubble({ message, author, onReport }: MessageBubbleProps) {
  const mine = message.mine;
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      {author ? <p className="px-1 text-xs font-medium text-muted-foreground">{author}</p> : null}
      {message.offer ? (
        // An offer's message is its card, which shows what its text says and how it stands now.
        <div className="w-full max-w-[85%] sm:max-w-[70%]">
          <OfferCard offer={message.offer} />
        </div>
      ) : (
        <div
          className={cn(
            'grid max-w-[85%] gap-2 rounded-2xl px-3 py-2 sm:max-w-[70%]',
            mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
          )}
        >
          {message.photoUrls.length > 0 ? <MessagePhotos urls={message.photoUrls} /> : null}
          {message.body ? <MessageBody body={message.body} /> : null}
        </div>
      )}
      {message.removalDecisionId ? (
        <Link
          to={`/decisions/${message.removalDecisionId}`}
          className="px-1 text-xs font-medium text-primary underline underline-offset-4"
        >
          Voir les motifs et contester
        </Link>
      ) : null}
      {message.paymentWarning ? (
        <div className="max-w-[85%] sm:max-w-[70%]">
          <PaymentWarningNote />
        </div>
      ) : null}
      <div className="flex items-center gap-1 px-1 text-xs text-muted-foreground">
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
        {mine ? (
          <span className="inline-flex items-center gap-0.5">
            <span aria-hidden="true">·</span>
            {message.readByOther ? (
              <CheckCheck className="size-3.5" aria-hidden="true" />
            ) : (
              <Check className="size-3.5" aria-hidden="true" />
            )}
            <span>{message.readByOther ? messagingTexts.read : messagingTexts.sent}</span>
          </span>
        ) : null}
        {onReport ? (
          <Button variant="ghost" size="sm" className="h-8 px-2 text-xs" onClick={onReport}>
            <Flag aria-hidden="true" />
            {messagingTexts.report}
            <span className="sr-only"> : {messagingTexts.reportMessage}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function MessagePhotos({ urls }: { urls: (string | null)[] }) {
  return (
    <div className={cn('grid gap-1', urls.length > 1 && 'grid-cols-2')}>
      {urls.map((url, index) =>
        url ? (
          <a key={index} href={url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl">
            <img
              src={url}
              alt={messagingTexts.photoAlt(index + 1)}
              loading="lazy"
              className="aspect-square w-full max-w-56 object-cover"
            />
          </a>
        ) : (
          <span
            key={index}
            role="img"
            aria-label={messagingTexts.photoAlt(index + 1)}
            className="flex aspect-square w-full max-w-56 items-center justify-center rounded-xl bg-background/40"
          >
            <ImageOff aria-hidden="true" />
          </span>
        ),
      )}
    </div>
  );
}
