import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import type { SellerHoliday } from './holiday.schemas';

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
