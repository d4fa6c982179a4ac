import webpush from 'web-push';
import type { AppContext } from '@server/context';
import { pushAgent, refusedPushDestination } from './push-destination';

export type PushDelivery = {
  userId: string;
  notificationId: string;
  title: string;
  message: string;
  link: string | null;
};

/** Tests only: the fake push service's self-signed certificate, to trust. */
export type PushTransport = { ca?: string };

/** A notification still worth showing a day later; the push service drops it after that. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one notification to every device where the user turned push on. A device the push
 * service no longer knows (404, 410: unsubscribed, expired) is forgotten, which is not a
 * failure; any other failure throws so the delivery is retried. A retry sends again to the
 * devices that already got it: the tag (the notification's id) makes the browser replace
 * that notification rather than show it twice. An endpoint off the push services' list, or
 * on a private address, is never posted to (decision 044): it fails, and the admin sees it.
 */
export async function deliverPush(
  ctx: AppContext,
  delivery: PushDelivery,
  transport: PushTransport = {},
): Promise<void> {
  const subscriptions = await ctx.db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', delivery.userId)
    .execute();
  if (subscriptions.length === 0) return;

  const payload = JSON.stringify({
    title: delivery.title,
    body: delivery.message,
    url: delivery.link ?? '/',
    tag: delivery.notificationId,
  });
  const agent = pushAgent({ allowPrivateAddresses: ctx.config.push.allowPrivateAddresses, ...transport });
  const options: webpush.RequestOptions = {
    vapidDetails: { subject: ctx.config.push.vapidSubject, ...ctx.secrets.vapid },
    TTL: TTL_SECONDS,
    urgency: 'normal',
    timeout: TIMEOUT_MS,
    agent,
  };
  const send = async ({ endpoint, p256dh, auth }: (typeof subscriptions)[number]) => {
    const refused = refusedPushDestination(endpoint, ctx.config.push);
    if (refused) throw new Error(refused);
    return webpush.sendNotification({ endpoint, keys: { p256dh, auth } }, payload, options);
  };
  const results = await Promise.allSettled(subscriptions.map(send)).finally(() => agent.destroy());

  const gone: string[] = [];
  const failures: string[] = [];
  results.forEach((result, index) => {
    const subscription = subscriptions[index];
    if (result.status === 'fulfilled' || !subscription) return;
    if (isGone(result.reason)) gone.push(subscription.id);
    // The host only: the endpoint's path is the device's address, not for logs.
    else failures.push(`${new URL(subscription.endpoint).host}: ${reasonOf(result.reason)}`);
  });
  if (gone.length > 0) await ctx.db.deleteFrom('push_subscriptions').where('id', 'in', gone).execute();
  if (failures.length > 0) {
    throw new Error(`Web Push failed on ${failures.length} of ${subscriptions.length} devices: ${failures.join('; ')}`);
  }
}

const isGone = (error: unknown) =>
  error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410);

function reasonOf(error: unknown): string {
  if (error instanceof webpush.WebPushError) return `HTTP ${error.statusCode}`;
  return error instanceof Error ? error.message : String(error);
}
