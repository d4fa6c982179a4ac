import { localDateParts } from '@shared/french-local-date';

// Dates and times in the reader's time zone, written here rather than by date-fns and its locale
// (6 KB before the list) or an Intl formatter (its locale data, 80 ms of a slow phone's processor;
// issue 35): '5 mars 2026 à 08:07', and '5 janv. 2026, 08:07' with the short month.

const twoDigits = (hour: number) => String(hour).padStart(2, '0');

export function formatLongDateTime(iso: string): string {
  const { day, longMonth, year, hour, minute } = localDateParts(iso);
  return `${day} ${longMonth} ${year} à ${twoDigits(hour)}:${minute}`;
}

export function formatShortDateTime(iso: string): string {
  const { day, shortMonth, year, hour, minute } = localDateParts(iso);
  return `${day} ${shortMonth} ${year}, ${twoDigits(hour)}:${minute}`;
}
