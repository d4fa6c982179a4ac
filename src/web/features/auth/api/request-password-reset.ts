import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@shared/auth/password.schemas';
import { apiFetch } from '@web/lib/api-client';

/** The server answers the same whether or not the address has an account. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await apiFetch('/api/auth/request-password-reset', { method: 'POST', body: { email: input.email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
