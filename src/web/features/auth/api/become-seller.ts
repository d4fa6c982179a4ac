import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/session';

export async function becomeSeller(): Promise<void> {
  await apiFetch('/api/me/roles/seller', { method: 'POST', body: {} });
}

export function useBecomeSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeSeller,
    // Roles travel with the session; refresh it so the seller badge and menus update.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
