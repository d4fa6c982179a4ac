import { createHmac } from 'node:crypto';
import type { NotificationCategory } from '@shared/notifications/notification.schemas';
import { signaturesMatch } from '@server/platform/signatures';

const CATEGORIES: readonly NotificationCategory[] = ['order_updates', 'messages'];

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${body}`).digest('base64url');

/**
 * What an e-mail's one-click unsubscribe link carries: who, and which kind of e-mail, signed
 * so that nobody can turn off someone else's e-mails. It never expires: old e-mails keep working.
 */
export function unsubscribeToken(secret: string, userId: string, category: NotificationCategory): string {
  const body = `${userId}.${category}`;
  return `${body}.${mac(secret, body)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; category: NotificationCategory } | null {
  const [userId, category, signature, ...rest] = token.split('.');
  if (!userId || !category || !signature || rest.length > 0) return null;
  if (!CATEGORIES.includes(category as NotificationCategory)) return null;
  if (!signaturesMatch(mac(secret, `${userId}.${category}`), signature)) return null;
  return { userId, category: category as NotificationCategory };
}
