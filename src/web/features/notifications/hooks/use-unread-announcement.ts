import { useState } from 'react';
import { notificationTexts } from '@shared/notifications/notification-texts';

/**
 * What the bell's live region says: nothing on page load (the button's name already
 * holds the count), the new count each time it changes afterwards.
 */
export function useUnreadAnnouncement(unread: number | undefined): string {
  const [seen, setSeen] = useState(unread);
  const [announcement, setAnnouncement] = useState('');
  if (unread !== seen) {
    setSeen(unread);
    if (seen !== undefined && unread !== undefined) setAnnouncement(notificationTexts.bellLabel(unread));
  }
  return announcement;
}
