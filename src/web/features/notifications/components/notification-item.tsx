import { formatDistanceToNow } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import type { Notification } from '@shared/notifications/notification.schemas';
import { cn } from '@web/lib/utils';

type NotificationItemProps = { notification: Notification; onOpen: () => void };

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = !notification.isRead;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full gap-3 px-4 py-3 text-left outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-inset"
    >
      <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread && 'bg-primary')} />
      <span className="grid min-w-0 gap-0.5">
        <span className={cn('text-sm wrap-anywhere', unread && 'font-semibold')}>
          {unread ? <span className="sr-only">Non lue : </span> : null}
          {notification.title}
        </span>
        <span className="line-clamp-2 text-sm wrap-anywhere text-muted-foreground">{notification.message}</span>
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {formatDistanceToNow(new Date(notification.createdAt), { addSuffix: true, locale: fr })}
        </time>
      </span>
    </button>
  );
}
