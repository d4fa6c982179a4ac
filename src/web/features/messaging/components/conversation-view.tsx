import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CircleSlash } from 'lucide-react';
import { messagingTexts } from '@shared/messaging/message-texts';
import { Button } from '@web/components/ui/button';
import { refusalMessage } from '@web/lib/refusal-message';
import { useConversation } from '../api/get-conversation';
import { useReviewFlag } from '../api/flagged-conversations';
import { useMarkReadWhileOpen } from '../hooks/use-mark-read';
import { ConversationActions } from './conversation-actions';
import { ConversationHeader } from './conversation-header';
import { ConversationReportDialog } from './conversation-report-dialog';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { PaymentWarningNote } from './payment-warning-note';

export function ConversationView({
  id,
  messageNotice,
}: {
  id: string;
  messageNotice: (messageId: string) => ReactNode;
}) {
  const query = useConversation(id);
  const view = query.data?.pages[0];
  // Pages run from the newest back: shown oldest first.
  const messages = [...(query.data?.pages ?? [])].reverse().flatMap((page) => page.messages);
  const [reporting, setReporting] = useState<string | null | undefined>(undefined);
  const end = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useMarkReadWhileOpen(view);

  useEffect(() => {
    if (!end.current) return;
    // The newest message stops above the composer pinned over the bottom of the screen, not under it.
    end.current.style.scrollMarginBottom = `${composer.current?.offsetHeight ?? 0}px`;
    end.current.scrollIntoView({ block: 'end' });
  }, [newest]);

  if (!view) {
    return query.isError ? (
      <p className="py-12 text-center text-muted-foreground">
        {refusalMessage(query.error, messagingTexts.loadFailed)}
      </p>
    ) : (
      <p className="py-12 text-center text-muted-foreground">Chargement…</p>
    );
  }

  const member = view.viewer !== 'admin';
  const authorOf = (senderId: string) =>
    member ? undefined : senderId === view.buyer.id ? `${view.buyer.name} (acheteur)` : `${view.seller.name} (vendeur)`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <ConversationHeader view={view} />
        </div>
        {member ? <ConversationActions view={view} onReport={() => setReporting(null)} /> : null}
      </div>
      {view.flagged ? <PaymentWarningNote /> : null}
      {!member && view.flagged && !view.flagReviewed ? <ReviewFlagButton id={view.id} /> : null}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {messagingTexts.older}
        </Button>
      ) : null}
      <div role="log" aria-live="polite" aria-label="Messages" className="min-h-40">
        {messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            Posez votre question : {view.other.name} vous répondra ici.
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                author={authorOf(message.senderId)}
                onReport={member && !message.mine ? () => setReporting(message.id) : undefined}
              />
            ))}
          </ol>
        )}
        <div ref={end} />
      </div>
      {member ? (
        view.ended ? (
          <p role="status" className="flex items-center gap-2 rounded-xl bg-muted px-3 py-3 text-sm">
            <CircleSlash className="size-4 shrink-0" aria-hidden="true" />
            {messagingTexts.ended} {view.blockedByMe ? messagingTexts.blockedByMe : null}
          </p>
        ) : (
          <div ref={composer} className="sticky bottom-0 bg-background pb-2">
            <MessageComposer conversationId={view.id} />
          </div>
        )
      ) : null}
      <ConversationReportDialog
        conversationId={view.id}
        messageId={reporting}
        onClose={() => setReporting(undefined)}
        messageNotice={messageNotice}
      />
    </div>
  );
}

function ReviewFlagButton({ id }: { id: string }) {
  const review = useReviewFlag();
  const navigate = useNavigate();
  return (
    <Button
      className="self-start"
      disabled={review.isPending}
      onClick={() =>
        review.mutate(id, {
          // Reviewed, the conversation is closed to admins (unless a report stays open): back to the queue.
          onSuccess: () => {
            toast.success(messagingTexts.reviewed);
            void navigate('/admin/messages');
          },
          onError: (error) => toast.error(refusalMessage(error, messagingTexts.reviewFailed)),
        })
      }
    >
      {messagingTexts.markReviewed}
    </Button>
  );
}
