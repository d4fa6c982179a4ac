import { queryOptions } from '@tanstack/react-query';
import { pushRootKey } from '../api/push-subscriptions';

/** iOS offers push only to the installed app; elsewhere a browser either has all three or cannot. */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export type PushDevice = { permission: NotificationPermission; subscription: PushSubscription | null };

/** getRegistration, not `ready`: with no service worker (dev server) `ready` never settles. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** This browser's side: what the user allowed, and whether it holds a subscription. */
export const pushDeviceQueryOptions = () =>
  queryOptions({
    queryKey: [...pushRootKey, 'device'],
    queryFn: async (): Promise<PushDevice> => ({
      permission: Notification.permission,
      subscription: await currentSubscription(),
    }),
    // The user may change the permission in the browser's settings meanwhile.
    refetchOnWindowFocus: 'always',
  });
