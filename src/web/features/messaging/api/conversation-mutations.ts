import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationReportInput, OpenConversationInput } from '@shared/messaging/message.schemas';
import { apiFetch } from '@web/lib/api-client';
import { messagesRootKey } from '@web/lib/messages-query-keys';
import { messageKeys } from './message-keys';

export async function openConversation(input: OpenConversationInput): Promise<string> {
  const payload = (await apiFetch('/api/conversations', { method: 'POST', body: input })) as { id: string };
  return payload.id;
}

export const useOpenConversation = () => useMutation({ mutationFn: openConversation });

type Outgoing = { conversationId: string; body: string; photos: File[] };

export async function sendMessage({ conversationId, body, photos }: Outgoing): Promise<void> {
  let payload: FormData | { body: string } = { body };
  if (photos.length > 0) {
    const form = new FormData();
    form.append('body', body);
    photos.forEach((photo) => form.append('photos', photo));
    payload = form;
  }
  await apiFetch(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    method: 'POST',
    body: payload,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesRootKey }),
  });
}

export async function markRead(conversationId: string): Promise<void> {
  await apiFetch(`/api/conversations/${encodeURIComponent(conversationId)}/read`, { method: 'POST', body: {} });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
  });
}

export async function reportConversation(input: ConversationReportInput & { conversationId: string }) {
  const { conversationId, ...body } = input;
  await apiFetch(`/api/conversations/${encodeURIComponent(conversationId)}/reports`, { method: 'POST', body });
}

export const useReportConversation = () => useMutation({ mutationFn: reportConversation });

/** The moderation feature's block, called here too (features do not import each other). */
export async function setBlocked(userId: string, blocked: boolean): Promise<void> {
  await apiFetch(`/api/blocks/${encodeURIComponent(userId)}`, { method: blocked ? 'PUT' : 'DELETE' });
}

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) => setBlocked(userId, blocked),
    // The shop hides a blocked seller's listings: every cached list may change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
