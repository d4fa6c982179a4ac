import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DeviceSessionList, deviceSessionListSchema } from '@shared/account/device-sessions.schemas';
import { apiFetch } from '@web/lib/api-client';
import { accountRootKey } from './account-query-keys';

export async function getDeviceSessions(signal?: AbortSignal): Promise<DeviceSessionList> {
  return deviceSessionListSchema.parse(await apiFetch('/api/me/sessions', { signal }));
}

export const deviceSessionsQueryOptions = () =>
  queryOptions({ queryKey: [...accountRootKey, 'sessions'], queryFn: ({ signal }) => getDeviceSessions(signal) });

export function useDeviceSessions() {
  return useQuery(deviceSessionsQueryOptions());
}

export async function endDeviceSession(sessionId: string): Promise<void> {
  await apiFetch(`/api/me/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

export async function endOtherDeviceSessions(): Promise<void> {
  await apiFetch('/api/me/sessions/end-others', { method: 'POST', body: {} });
}

function useSessionsMutation<Input>(mutationFn: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryOptions().queryKey }),
  });
}

export const useEndDeviceSession = () => useSessionsMutation(endDeviceSession);
export const useEndOtherDeviceSessions = () => useSessionsMutation(endOtherDeviceSessions);
