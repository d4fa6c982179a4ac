import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import type { ConversationSummary } from '@shared/messaging/message.schemas';
import { messagingTexts } from '@shared/messaging/message-texts';
import { UserAvatar } from '@web/components/user-avatar';
import { cn } from '@web/lib/utils';
import { formatMessageTime } from '../format-message-time';

function preview(item: ConversationSummary): string {
  const { body, mine, photoCount } = item.lastMessage;
  const text = body || (photoCount > 1 ? `${photoCount} photos` : messagingTexts.photoSent);
  return mine ? `${messagingTexts.you} : ${text}` : text;
}

/** Newest first; an unread conversation in bold with its count. */
export function ConversationList({ items }: { items: ConversationSummary[] }) {
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card">
      {items.map((item) => (
        <li key={item.id}>
          <ConversationRow item={item} />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({ item }: { item: ConversationSummary }) {
  const unread = item.unreadCount > 0;
  const label = [
    item.other.name,
    item.subject.productTitle,
    unread ? `${item.unreadCount} non lu${item.unreadCount > 1 ? 's' : ''}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Link
      to={`/messages/${item.id}`}
      aria-label={label}
      className="flex items-center gap-3 px-3 py-3 outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-inset"
    >
      <div className="relative shrink-0">
        {item.subject.imageUrl ? (
          <img
            src={item.subject.imageUrl}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 rounded-xl object-cover"
          />
        ) : (
          <div className="size-14 rounded-xl bg-muted" />
        )}
        <UserAvatar
          name={item.other.name}
          url={item.other.avatarUrl}
          size={28}
          className="absolute -right-1.5 -bottom-1.5 size-7 border-2 border-card"
        />
      </div>
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
        <div className="flex items-baseline justify-between gap-2">
          <p className={cn('truncate', unread ? 'font-semibold' : 'font-medium')}>{item.other.name}</p>
          <time dateTime={item.lastMessage.createdAt} className="shrink-0 text-xs text-muted-foreground">
            {formatMessageTime(item.lastMessage.createdAt)}
          </time>
        </div>
        <p className="truncate text-xs text-muted-foreground">
          {item.subject.orderNumber ? messagingTexts.order(item.subject.orderNumber) : item.subject.productTitle}
        </p>
        <div className="flex items-center gap-2">
          {item.paymentWarning ? (
            <ShieldAlert className="size-4 shrink-0 text-destructive" aria-label={messagingTexts.paymentWarningTitle} />
          ) : null}
          <p
            className={cn(
              'min-w-0 flex-1 truncate text-sm',
              unread ? 'font-semibold text-foreground' : 'text-muted-foreground',
            )}
          >
            {preview(item)}
          </p>
          {unread ? (
            <span
              aria-hidden="true"
              className="flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground"
            >
              {item.unreadCount > 9 ? '9+' : item.unreadCount}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
