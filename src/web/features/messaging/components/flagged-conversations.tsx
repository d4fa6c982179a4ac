import { Link } from 'react-router';
import { Flag, ShieldAlert } from 'lucide-react';
import type { FlaggedConversation } from '@shared/messaging/message.schemas';
import { messagingTexts } from '@shared/messaging/message-texts';
import { NextPageButton } from '@web/components/show-more';
import { Button } from '@web/components/ui/button';
import { refusalMessage } from '@web/lib/refusal-message';
import { useFlaggedConversations } from '../api/flagged-conversations';
import { formatMessageTime } from '../format-message-time';

/** The admin's queue: conversations with an unreviewed payment warning or an open report. */
export function FlaggedConversations() {
  const query = useFlaggedConversations();
  if (query.isPending) return <p className="text-muted-foreground">Chargement…</p>;
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-2">
        <p className="text-muted-foreground">{refusalMessage(query.error, messagingTexts.loadFailed)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="text-muted-foreground">{messagingTexts.flaggedEmpty}</p>;
  return (
    <div className="grid gap-3">
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card">
        {items.map((item) => (
          <li key={item.id}>
            <FlaggedRow item={item} />
          </li>
        ))}
      </ul>
      <NextPageButton pages={query} />
    </div>
  );
}

function FlaggedRow({ item }: { item: FlaggedConversation }) {
  return (
    <Link
      to={`/messages/${item.id}`}
      className="grid gap-1 px-4 py-3 outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-inset"
    >
      <span className="font-medium">
        {item.buyer.name} → {item.seller.name}
      </span>
      <span className="truncate text-sm text-muted-foreground">
        {item.subject.orderNumber ? messagingTexts.order(item.subject.orderNumber) : item.subject.productTitle}
        {item.lastMessageAt ? ` · ${formatMessageTime(item.lastMessageAt)}` : ''}
      </span>
      <span className="flex flex-wrap gap-3 text-sm">
        {item.flaggedAt ? (
          <span className="inline-flex items-center gap-1 text-destructive">
            <ShieldAlert className="size-4" aria-hidden="true" />
            Paiement hors plateforme
          </span>
        ) : null}
        {item.openReports > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Flag className="size-4" aria-hidden="true" />
            {item.openReports} signalement{item.openReports > 1 ? 's' : ''}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
