import { useId, useState } from 'react';
import { Bell } from 'lucide-react';
import { notificationTexts, unreadBadge } from '@shared/notifications/notification-texts';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { useNotifications } from '../api/get-notifications';
import { useNotificationEvents } from '../hooks/use-notification-events';
import { useUnreadAnnouncement } from '../hooks/use-unread-announcement';
import { NotificationPanel } from './notification-panel';

/**
 * Rendered for signed-in users only: it holds their live stream. `openAtStart`: the member
 * tapped its place before it was drawn.
 */
export function NotificationBell({ openAtStart = false }: { openAtStart?: boolean }) {
  useNotificationEvents();
  const { data } = useNotifications();
  const [open, setOpen] = useState(openAtStart);
  const titleId = useId();
  // Every page is fetched again together: the newest page's count is the count.
  const unreadCount = data?.pages[0]?.unreadCount;
  const unread = unreadCount ?? 0;
  const badge = unreadBadge(unread);
  const announcement = useUnreadAnnouncement(unreadCount);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative rounded-full data-[state=open]:bg-muted"
          aria-label={notificationTexts.bellLabel(unread)}
        >
          <Bell className="size-5" aria-hidden="true" />
          {badge ? (
            <span
              data-testid="notification-badge"
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-none font-semibold text-destructive-foreground ring-2 ring-background"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <PopoverContent
        align="end"
        aria-labelledby={titleId}
        className="flex max-h-(--radix-popover-content-available-height) w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden"
      >
        <NotificationPanel titleId={titleId} onClose={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
