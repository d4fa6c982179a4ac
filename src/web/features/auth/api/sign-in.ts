import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@shared/auth/auth.schemas';
import { apiFetch } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/session';

/** 'code' when the account has a verified second factor: the session opens after the code step. */
export type SignInResult = 'signed-in' | 'code';

export async function signIn(input: SignInInput): Promise<SignInResult> {
  const answer = await apiFetch('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email: input.email, password: input.password },
  });
  const needsCode = typeof answer === 'object' && answer !== null && 'twoFactorRedirect' in answer;
  return needsCode ? 'code' : 'signed-in';
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Wait for the fresh session so the next screen already sees the user.
    onSuccess: (result) =>
      result === 'signed-in' ? queryClient.refetchQueries({ queryKey: sessionQueryKey }) : undefined,
  });
}
