import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '@shared/notifications/notification.schemas';
import { notificationTexts } from '@shared/notifications/notification-texts';
import { Button } from '@web/components/ui/button';
import { NextPageButton } from '@web/components/show-more';
import { Skeleton } from '@web/components/ui/skeleton';
import { useNotifications } from '../api/get-notifications';
import { useDeleteNotification, useMarkAllNotificationsRead } from '../api/notification-mutations';
import { NotificationItem } from './notification-item';

type NotificationPanelProps = { titleId: string; onClose: () => void };

export function NotificationPanel({ titleId, onClose }: NotificationPanelProps) {
  const navigate = useNavigate();
  const query = useNotifications();
  const { data, isPending } = query;
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = data?.pages[0]?.unreadCount ?? 0;
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Opening a notification deletes it (spec §4).
  function open(notification: Notification) {
    remove.mutate(notification.id);
    onClose();
    if (notification.link) void navigate(notification.link);
  }

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-border py-1.5 pr-1.5 pl-4">
        <h2 ref={titleRef} id={titleId} tabIndex={-1} className="font-semibold outline-none">
          {notificationTexts.panelTitle}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unreadCount === 0}
          onClick={() => {
            markAllRead.mutate();
            // The button is about to be disabled, which would drop focus out of the panel.
            titleRef.current?.focus();
          }}
        >
          {notificationTexts.markAllRead}
        </Button>
      </div>
      {/* Fixed height (spec §2); it may only shrink on a screen too short for it. */}
      <div className="h-[400px] min-h-0 overflow-y-auto overscroll-contain">
        {isPending ? (
          <div aria-busy="true" className="grid gap-4 p-4">
            {[0, 1, 2].map((row) => (
              <div key={row} className="grid gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-full" />
                <Skeleton className="h-3 w-1/4" />
              </div>
            ))}
          </div>
        ) : items.length === 0 ? (
          // A failed load shows this too: notification errors get no user message (spec §8).
          <p className="p-8 text-center text-sm text-muted-foreground">{notificationTexts.empty}</p>
        ) : (
          <div className="grid gap-3 pb-3">
            <ul className="divide-y divide-border">
              {items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onOpen={() => open(notification)} />
                </li>
              ))}
            </ul>
            <NextPageButton pages={query} />
          </div>
        )}
      </div>
    </>
  );
}
