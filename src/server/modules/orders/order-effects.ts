import type { AppContext } from '@server/context';
import type { Logger } from '@server/platform/logger';
import type { RealtimeTopic } from '@server/platform/realtime';
import { type NewNotification, createNotifications } from '../notifications/create-notification';

/** What an order change tells others, once its transaction has committed. */
export type OrderEffects = { orderId: string; notifications: NewNotification[]; topics: RealtimeTopic[] };

/** Never throws: the change is already saved, and telling people about it must not undo it. */
export async function publishOrderEffects(ctx: AppContext, log: Logger, effects: OrderEffects): Promise<void> {
  await createNotifications(ctx.db, log, effects.notifications);
  for (const topic of effects.topics) {
    try {
      ctx.realtime.publish({ topic, orderId: effects.orderId });
    } catch (error) {
      log.warn({ err: error, topic }, 'realtime event not published');
    }
  }
}
