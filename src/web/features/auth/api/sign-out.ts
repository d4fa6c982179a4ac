import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';

export async function signOut(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
}

/**
 * Signs out on the server, then forgets everything cached for this user.
 * The caller reloads the page afterwards (spec §4 Session).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await signOut();
      } catch (error) {
        // Spec §8: sign-out errors are logged only; the local sign-out still happens.
        console.warn('Sign-out request failed', error);
      }
    },
    onSettled: () => queryClient.clear(),
  });
}
