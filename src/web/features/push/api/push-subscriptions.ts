import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';

export const pushRootKey = ['push'] as const;

async function getPushPublicKey(signal?: AbortSignal): Promise<string> {
  const body = (await apiFetch('/api/push/public-key', { signal })) as { publicKey?: unknown } | null;
  if (typeof body?.publicKey !== 'string') throw new Error('push public key missing');
  return body.publicKey;
}

/** The server's VAPID key changes only with its secrets: read it once per visit. */
export const pushPublicKeyQueryOptions = () =>
  queryOptions({
    queryKey: [...pushRootKey, 'public-key'],
    queryFn: ({ signal }) => getPushPublicKey(signal),
    staleTime: Infinity,
  });

export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await apiFetch('/api/me/push-subscriptions', { method: 'POST', body: subscription });
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiFetch('/api/me/push-subscriptions', { method: 'DELETE', body: { endpoint } });
}
