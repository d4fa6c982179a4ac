import { Link } from 'react-router';
import { formatEuros } from '@shared/money';
import type { ConversationView } from '@shared/messaging/message.schemas';
import { messagingTexts } from '@shared/messaging/message-texts';
import { UserAvatar } from '@web/components/user-avatar';

/** Who I write to, and the listing or order the conversation is about, linked. */
export function ConversationHeader({ view }: { view: ConversationView }) {
  const { subject } = view;
  const title = view.viewer === 'admin' ? `${view.buyer.name} et ${view.seller.name}` : view.other.name;
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex items-center gap-3">
        {view.viewer === 'admin' ? null : (
          <UserAvatar name={view.other.name} url={view.other.avatarUrl} size={40} className="size-10" />
        )}
        <h1 className="min-w-0 truncate font-display text-2xl font-semibold">{title}</h1>
      </div>
      <Link
        to={subject.orderNumber ? `/orders#commande-${subject.orderNumber}` : `/product/${subject.productId}`}
        className="flex items-center gap-3 rounded-xl border border-border bg-card p-2 hover:bg-muted"
      >
        {subject.imageUrl ? (
          <img src={subject.imageUrl} alt="" width={48} height={48} className="size-12 rounded-lg object-cover" />
        ) : (
          <div className="size-12 rounded-lg bg-muted" />
        )}
        <div className="grid min-w-0">
          <span className="text-xs text-muted-foreground">
            {messagingTexts.about} {subject.orderNumber ? messagingTexts.order(subject.orderNumber) : 'l’annonce'}
          </span>
          <span className="truncate text-sm font-medium">{subject.productTitle}</span>
          <span className="text-sm text-muted-foreground">{formatEuros(subject.priceCents)}</span>
        </div>
      </Link>
    </div>
  );
}
