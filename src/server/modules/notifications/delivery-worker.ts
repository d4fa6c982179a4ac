import type { AppContext } from '@server/context';
import type { Logger } from '@server/platform/logger';
import { wakeablePass } from '@server/platform/wakeable-pass';
import { type DeliveryChannels, type DeliveryOptions, deliverDue } from './deliveries';

export type DeliveryWorkerOptions = DeliveryOptions & { pollMs?: number; stopGraceMs?: number };

/**
 * How long stopping waits for a send in flight (an SMTP server that stopped answering holds
 * it for minutes). Left after that, the delivery is sent again once its claim runs out.
 */
const STOP_GRACE_MS = 3_000;

/**
 * Sends pending e-mails and push messages after their action committed: woken at once by
 * each new notification on the live bus (any instance's), and every few seconds for retries
 * and for what was pending when the server last stopped. Returns the stop function.
 */
export function startDeliveryWorker(
  ctx: AppContext,
  channels: DeliveryChannels,
  logger: Pick<Logger, 'error' | 'warn'>,
  options: DeliveryWorkerOptions = {},
): () => Promise<void> {
  const worker = wakeablePass(
    async () => {
      while (!worker.stopped() && (await deliverDue(ctx, channels, options)) > 0);
    },
    (error) => logger.error({ err: error }, 'notification deliveries failed'),
  );

  const timer = setInterval(worker.wake, options.pollMs ?? 5_000);
  timer.unref();
  const unsubscribe = ctx.realtime.subscribe((message) => {
    if ((message.kind === 'notification' && message.op === 'insert') || message.kind === 'resync') worker.wake();
  });
  worker.wake();
  return async () => {
    const running = worker.stop();
    clearInterval(timer);
    unsubscribe();
    if (running && !(await settlesWithin(running, options.stopGraceMs ?? STOP_GRACE_MS))) {
      logger.warn('deliveries still being sent at shutdown are left to be retried when their claim runs out');
    }
  };
}

function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms).unref();
    void work.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
