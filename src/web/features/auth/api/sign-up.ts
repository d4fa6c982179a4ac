import { useMutation } from '@tanstack/react-query';
import type { SignUpData } from '@shared/auth/auth.schemas';
import { apiFetch } from '@web/lib/api-client';

export async function signUp(data: SignUpData): Promise<void> {
  await apiFetch('/api/auth/sign-up/email', {
    method: 'POST',
    body: {
      name: data.name,
      email: data.email,
      password: data.password,
      ...(data.referralCode ? { referralCode: data.referralCode } : {}),
      confirmAdult: true,
      acceptTerms: true,
    },
  });
}

// Sign-up does not open a session (the user signs in next), so nothing to invalidate.
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
