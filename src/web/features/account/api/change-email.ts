import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput } from '@shared/auth/email.schemas';
import { apiFetch } from '@web/lib/api-client';

// Nothing changes until the link sent to the new address is followed: nothing to refresh.
export async function changeEmail(input: ChangeEmailInput): Promise<void> {
  await apiFetch('/api/me/email', { method: 'POST', body: input });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
