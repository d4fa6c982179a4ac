import { useState } from 'react';
import { toast } from 'sonner';
import { EllipsisVertical, Flag, ShieldBan, ShieldCheck } from 'lucide-react';
import type { ConversationView } from '@shared/messaging/message.schemas';
import { messagingTexts } from '@shared/messaging/message-texts';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { refusalMessage } from '@web/lib/refusal-message';
import { useSetBlocked } from '../api/conversation-mutations';

type ConversationActionsProps = { view: ConversationView; onReport: () => void };

/** Report the conversation; block (or unblock) the other person, which ends it both ways. */
export function ConversationActions({ view, onReport }: ConversationActionsProps) {
  const [confirmBlock, setConfirmBlock] = useState(false);
  const setBlocked = useSetBlocked();

  function change(blocked: boolean) {
    setBlocked.mutate(
      { userId: view.other.id, blocked },
      {
        onSuccess: () => toast.success(blocked ? messagingTexts.blocked : messagingTexts.unblocked),
        onError: (error) => toast.error(refusalMessage(error, 'Une erreur est survenue, veuillez réessayer')),
      },
    );
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Actions de la conversation">
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onReport}>
            <Flag aria-hidden="true" />
            {messagingTexts.reportConversation}
          </DropdownMenuItem>
          {view.blockedByMe ? (
            <DropdownMenuItem onSelect={() => change(false)}>
              <ShieldCheck aria-hidden="true" />
              {messagingTexts.unblock} {view.other.name}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem variant="destructive" onSelect={() => setConfirmBlock(true)}>
              <ShieldBan aria-hidden="true" />
              {messagingTexts.block} {view.other.name}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={messagingTexts.blockConfirmTitle}
        description={messagingTexts.blockConfirmText}
        confirmLabel={messagingTexts.block}
        onConfirm={() => change(true)}
      />
    </>
  );
}
