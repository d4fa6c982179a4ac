import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';

export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await apiFetch('/api/auth/reset-password', { method: 'POST', body: input });
}

/**
 * Every session of the account has ended, this browser's too: what was cached for it goes,
 * and the session is asked again before the user is sent to sign in.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: () => queryClient.resetQueries() });
}
