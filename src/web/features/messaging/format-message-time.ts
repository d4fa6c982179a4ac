import { format, isSameDay, isSameYear } from 'date-fns';
import { fr } from 'date-fns/locale/fr';

/** "14:32" today, "12 nov. 14:32" this year, "12 nov. 2025" before. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return format(date, 'HH:mm', { locale: fr });
  if (isSameYear(date, now)) return format(date, 'd MMM HH:mm', { locale: fr });
  return format(date, 'd MMM yyyy', { locale: fr });
}
