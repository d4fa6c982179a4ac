import type { AppContext } from '@server/context';
import type { Logger } from '@server/platform/logger';
import { type DeliveryChannels, type DeliveryOptions, deliverDue } from './deliveries';

export type DeliveryWorkerOptions = DeliveryOptions & { pollMs?: number };

/**
 * Sends pending e-mails and push messages after their action committed: woken at once by
 * each new notification on the live bus (any instance's), and every few seconds for retries
 * and for what was pending when the server last stopped. Returns the stop function.
 */
export function startDeliveryWorker(
  ctx: AppContext,
  channels: DeliveryChannels,
  logger: Pick<Logger, 'error'>,
  options: DeliveryWorkerOptions = {},
): () => Promise<void> {
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;

  const pass = async () => {
    do {
      again = false;
      while (!stopped && (await deliverDue(ctx, channels, options)) > 0);
    } while (again && !stopped);
  };
  const drain = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => logger.error({ err: error }, 'notification deliveries failed'))
      .finally(() => (running = null));
  };

  const timer = setInterval(drain, options.pollMs ?? 5_000);
  timer.unref();
  const unsubscribe = ctx.realtime.subscribe((message) => {
    if ((message.kind === 'notification' && message.op === 'insert') || message.kind === 'resync') drain();
  });
  drain();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    await running;
  };
}
