import { deliverPush } from '../push/deliver-push';
import { sendAccountEmail } from './account-email';
import { type DeliveryChannels, sendNotificationEmail } from './deliveries';

/** How each kind of pending delivery is sent. */
export const deliveryChannels: DeliveryChannels = {
  email: sendNotificationEmail,
  account_email: sendAccountEmail,
  push: (ctx, delivery) => {
    if (!delivery.user_id) throw new Error(`push ${delivery.id} has no user`);
    return deliverPush(ctx, {
      userId: delivery.user_id,
      notificationId: delivery.notification_id ?? '',
      title: delivery.title,
      message: delivery.message,
      link: delivery.link,
    });
  },
};
