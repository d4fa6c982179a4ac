import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@shared/auth/auth.schemas';
import { apiFetch } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/session';

export async function signIn(input: SignInInput): Promise<void> {
  // The body may carry `twoFactorRedirect: true`; the second-factor step comes in a later issue.
  await apiFetch('/api/auth/sign-in/email', { method: 'POST', body: { email: input.email, password: input.password } });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Wait for the fresh session so the next screen already sees the user.
    onSuccess: () => queryClient.refetchQueries({ queryKey: sessionQueryKey }),
  });
}
