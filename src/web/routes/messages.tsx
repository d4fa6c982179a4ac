import { MessageCircle } from 'lucide-react';
import { messagingTexts } from '@shared/messaging/message-texts';
import { NextPageButton } from '@web/components/show-more';
import { Button } from '@web/components/ui/button';
import { useConversations } from '@web/features/messaging/api/get-conversations';
import { ConversationList } from '@web/features/messaging/components/conversation-list';
import { refusalMessage } from '@web/lib/refusal-message';
import { PageTitle } from '@web/components/page-title';

export function MessagesPage() {
  const query = useConversations();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">
      <PageTitle>Messages — Boucles</PageTitle>
      <h1 className="font-display text-3xl font-semibold">{messagingTexts.screenTitle}</h1>
      {query.isPending ? (
        <p className="text-muted-foreground">Chargement…</p>
      ) : query.isError ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-muted-foreground">{refusalMessage(query.error, messagingTexts.loadFailed)}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-4 py-12 text-center">
          <MessageCircle className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{messagingTexts.empty}</p>
          <p className="text-sm text-muted-foreground">{messagingTexts.emptyHint}</p>
        </div>
      ) : (
        <>
          <ConversationList items={items} />
          <NextPageButton pages={query} />
        </>
      )}
    </div>
  );
}
