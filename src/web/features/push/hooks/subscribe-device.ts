import { deletePushSubscription, savePushSubscription } from '../api/push-subscriptions';
import { currentSubscription, pushSupported } from './push-device';

const SERVICE_WORKER_WAIT_MS = 10_000;

function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), SERVICE_WORKER_WAIT_MS)),
  ]);
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, index) => byte === b[index]);

/**
 * Asks the permission, subscribes this browser with the server's key and tells the server.
 * Answers the permission: nothing is subscribed unless it is 'granted'.
 */
export async function subscribeDevice(publicKey: string): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await serviceWorkerReady();
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Made with keys the server has since replaced: the push service would refuse our messages.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await savePushSubscription(subscription.toJSON());
  return permission;
}

/** The server first: when it cannot be reached, the device stays subscribed and the switch still tells the truth. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/** On sign-out: whoever uses this browser next must not receive this account's notifications. */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  // Unsubscribed even when the server cannot be told: its next push then gets a 410 and it forgets.
  await deletePushSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
