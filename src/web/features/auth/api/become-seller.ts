import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BecomeSellerInput } from '@shared/profile/profile.schemas';
import { apiFetch } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/session';

export async function becomeSeller(input: BecomeSellerInput): Promise<void> {
  await apiFetch('/api/me/roles/seller', { method: 'POST', body: input });
}

export function useBecomeSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeSeller,
    // Roles and the username travel with the session; refresh it so the seller badge and menus update.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
