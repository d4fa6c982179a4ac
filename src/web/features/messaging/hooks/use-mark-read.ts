import { useEffect } from 'react';
import type { ConversationView } from '@shared/messaging/message.schemas';
import { useMarkRead } from '../api/conversation-mutations';

/**
 * While the conversation is on screen, what arrives in it is read: each answer that still
 * counts unread messages (the first load, a live refetch) marks them read on the server.
 */
export function useMarkReadWhileOpen(view: ConversationView | undefined) {
  const markRead = useMarkRead();
  const { mutate } = markRead;
  const shouldMark = view !== undefined && view.viewer !== 'admin' && view.unreadCount > 0;
  const newest = view?.messages.at(-1)?.id;
  useEffect(() => {
    if (shouldMark && view && document.visibilityState === 'visible') mutate(view.id);
  }, [shouldMark, newest, view, mutate]);
}
