import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';

export async function resendVerification(): Promise<void> {
  await apiFetch('/api/me/email-verification', { method: 'POST', body: {} });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
