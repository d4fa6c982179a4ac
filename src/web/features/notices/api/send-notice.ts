import { useMutation } from '@tanstack/react-query';
import type { NoticeData } from '@shared/moderation/notice.schemas';
import { apiFetch } from '@web/lib/api-client';

export async function sendNotice(notice: NoticeData): Promise<{ id: string }> {
  return (await apiFetch('/api/notices', { method: 'POST', body: notice })) as { id: string };
}

export function useSendNotice() {
  return useMutation({ mutationFn: sendNotice });
}
