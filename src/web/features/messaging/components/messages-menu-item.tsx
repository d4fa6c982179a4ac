import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { messagingTexts } from '@shared/messaging/message-texts';
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu';
import { useUnreadMessages } from '../api/get-unread-count';

/** 'Messages' in the avatar menu, with the unread count the live stream keeps current. */
export function MessagesMenuItem() {
  const unread = useUnreadMessages().data ?? 0;
  return (
    <DropdownMenuItem asChild>
      <Link to="/messages" aria-label={messagingTexts.menuLabel(unread)}>
        <MessageCircle aria-hidden="true" />
        Messages
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="ml-auto flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </Link>
    </DropdownMenuItem>
  );
}

/** A dot on the avatar: unread messages are waiting behind the menu. */
export function UnreadMessagesDot() {
  const unread = useUnreadMessages().data ?? 0;
  if (unread === 0) return null;
  return (
    <span
      data-testid="unread-messages-dot"
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 size-3.5 rounded-full bg-primary ring-2 ring-background"
    />
  );
}
