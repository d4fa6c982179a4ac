import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import type { SellerHoliday } from './holiday.schemas';

// Made at first use: a formatter with a time zone reads that zone's data, about a fifth of a
// second of a slow phone's processor, on screens that load this module but may never format (issue 35).
let madeParisDayFormat: Intl.DateTimeFormat | undefined;
const parisDayFormat = () =>
  (madeParisDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** The calendar day it is in Paris at this moment, 'YYYY-MM-DD', whatever the server's zone. */
export const parisDay = (at: Date): string => parisDayFormat().format(at);

/** '12 janvier', '1er février': a return day as French says it (the day is a calendar day, no zone). */
export function formatReturnDay(day: string): string {
  const date = new Date(`${day}T12:00:00`);
  const month = format(date, 'MMMM', { locale: fr });
  return `${date.getDate() === 1 ? '1er' : date.getDate()} ${month}`;
}

/** 'En vacances jusqu'au 12 janvier': the product page, the seller page and every refusal say it. */
export const holidaySentence = (day: string): string => `En vacances jusqu'au ${formatReturnDay(day)}`;

export const sellerHoliday = (day: string | null): SellerHoliday | null =>
  day === null ? null : { until: day, sentence: holidaySentence(day) };

/** The automatic note a buyer reads in the conversation, once per conversation and holiday. */
export const holidayNote = (day: string): string =>
  `Message automatique : je suis en vacances jusqu'au ${formatReturnDay(day)}. Je vous répondrai à mon retour.`;
