import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/auth/password.schemas';
import { apiFetch } from '@web/lib/api-client';
import { deviceSessionsQueryOptions } from './device-sessions';

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiFetch('/api/me/password', { method: 'POST', body: input });
}

/** The other devices are signed out: the list of connected devices changes. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryOptions().queryKey }),
  });
}
