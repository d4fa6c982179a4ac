import { z } from 'zod';

/** The furthest return date a seller may choose, in days after today (issue 31). */
export const HOLIDAY_MAX_DAYS = 90;

export const holidayMessages = {
  dateRequired: 'Choisissez une date de retour',
  dateInvalid: 'Date de retour invalide',
  tooSoon: 'La date de retour doit être au plus tôt demain',
  tooLate: `La date de retour doit être dans ${HOLIDAY_MAX_DAYS} jours au plus`,
  sellersOnly: 'Le mode vacances est réservé aux vendeurs',
  turnedOn: 'Mode vacances activé',
  turnedOff: 'Mode vacances désactivé',
} as const;

const DAY_MS = 86_400_000;

/** A calendar day, 'YYYY-MM-DD', moved by some days (plain date arithmetic, no time zone). */
export function addDaysToDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

const calendarDay = z
  .string({ error: holidayMessages.dateRequired })
  .min(1, holidayMessages.dateRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, holidayMessages.dateInvalid)
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
  }, holidayMessages.dateInvalid);

/** What the API receives: a calendar day. The range is checked against today by `holidayFormSchema`. */
export const holidayRequestSchema = z.object({ until: calendarDay });
export type HolidayRequest = z.infer<typeof holidayRequestSchema>;

/**
 * The return date, from tomorrow to HOLIDAY_MAX_DAYS days ahead, today being the Paris day
 * (`parisDay` in paris-time.ts): the settings form and the server parse with this same schema.
 */
export const holidayFormSchema = (today: string) =>
  z.object({
    until: calendarDay
      .refine((day) => day >= addDaysToDay(today, 1), holidayMessages.tooSoon)
      .refine((day) => day <= addDaysToDay(today, HOLIDAY_MAX_DAYS), holidayMessages.tooLate),
  });

/** A seller's holiday as buyers read it: the return day and the sentence every screen shows. */
export const sellerHolidaySchema = z.object({ until: z.string(), sentence: z.string() });
export type SellerHoliday = z.infer<typeof sellerHolidaySchema>;

/** An order of the seller whose clocks keep running during the holiday. */
export const openOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  title: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  /** When the seller must have sent it, while that clock runs. */
  shipBy: z.string().nullable(),
});

/** The seller's settings card: the holiday if on, and the orders to keep an eye on. */
export const holidayStateSchema = z.object({
  holiday: sellerHolidaySchema.nullable(),
  openOrders: z.array(openOrderSchema),
});
export type HolidayState = z.infer<typeof holidayStateSchema>;
