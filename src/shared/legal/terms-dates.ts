import { TERMS_NOTICE_DAYS } from './terms-texts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Made at first use: a formatter with a time zone reads that zone's data, about a fifth of a
// second of a slow phone's processor, on screens that load this module but may never format (issue 35).
let madeParisHour: Intl.DateTimeFormat | undefined;
const parisHour = () =>
  (madeParisHour ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: 'numeric', hourCycle: 'h23' }));
let madeParisDay: Intl.DateTimeFormat | undefined;
const parisDay = () =>
  (madeParisDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));
let madeFrenchDay: Intl.DateTimeFormat | undefined;
const frenchDay = () =>
  (madeFrenchDay ??= new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }));

/** The first minute of a day ('2026-12-17') in Paris, whichever of winter or summer time. */
export function parisMidnight(day: string): Date {
  const winter = new Date(`${day}T00:00:00+01:00`);
  return parisHour().format(winter) === '00' ? winter : new Date(`${day}T00:00:00+02:00`);
}

/** '2026-12-17': the day a moment falls on in Paris. */
export const parisDate = (at: Date): string => parisDay().format(at);

/** '17 décembre 2026'. */
export const frenchDate = (at: Date | string): string => frenchDay().format(new Date(at));

/** The first day whose midnight in Paris is at least the notice period after `now`. */
export function earliestEffectiveDay(now: Date): string {
  const limit = now.getTime() + TERMS_NOTICE_DAYS * DAY_MS;
  let day = parisDate(new Date(limit));
  if (parisMidnight(day).getTime() < limit) day = parisDate(new Date(parisMidnight(day).getTime() + 1.5 * DAY_MS));
  return day;
}
