import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@shared/account/account-life';
import { apiFetch } from '@web/lib/api-client';

export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiFetch('/api/me', { method: 'DELETE', body: input });
}

/** The server has signed the account out everywhere; forget everything cached for it too. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => queryClient.clear() });
}
