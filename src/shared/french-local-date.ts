/**
 * A moment's parts in the reader's own time zone, with French month names, read from the Date
 * itself rather than an Intl formatter: the first formatter a page makes loads the locale's data,
 * about 80 ms of a slow phone's processor before the orders list can draw (issue 35). The names
 * and abbreviations are those Intl writes for fr-FR (french-local-date.test.ts compares them).
 */
const longMonths = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const shortMonths = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

export type LocalDateParts = {
  day: number;
  longMonth: string;
  shortMonth: string;
  year: number;
  /** 0–23 */
  hour: number;
  /** '00'–'59' */
  minute: string;
};

export function localDateParts(at: Date | string): LocalDateParts {
  const date = new Date(at);
  const month = date.getMonth();
  return {
    day: date.getDate(),
    longMonth: longMonths[month] ?? '',
    shortMonth: shortMonths[month] ?? '',
    year: date.getFullYear(),
    hour: date.getHours(),
    minute: String(date.getMinutes()).padStart(2, '0'),
  };
}
