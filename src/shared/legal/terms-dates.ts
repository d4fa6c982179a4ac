import { parisDay, parisFormat } from '../paris-time';
import { TERMS_NOTICE_DAYS } from './terms-texts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first minute of a day ('2026-12-17') in Paris, whichever of winter or summer time. */
export function parisMidnight(day: string): Date {
  const winter = new Date(`${day}T00:00:00+01:00`);
  return parisFormat('en-GB', { hour: 'numeric', hourCycle: 'h23' }).format(winter) === '00'
    ? winter
    : new Date(`${day}T00:00:00+02:00`);
}

/** '17 décembre 2026'. */
export const frenchDate = (at: Date | string): string =>
  parisFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(at));

/** The first day whose midnight in Paris is at least the notice period after `now`. */
export function earliestEffectiveDay(now: Date): string {
  const limit = now.getTime() + TERMS_NOTICE_DAYS * DAY_MS;
  let day = parisDay(new Date(limit));
  if (parisMidnight(day).getTime() < limit) day = parisDay(new Date(parisMidnight(day).getTime() + 1.5 * DAY_MS));
  return day;
}
