// The orders' dates in the browser's own French rather than date-fns and its locale (6 KB before
// the list, issue 35). The parts are joined here, so that every engine writes them alike:
// '5 mars 2026 à 08:07', and '5 mars 2026, 08:07' with the short month ('5 janv. 2026, 08:07').
const formatOf = (month: 'long' | 'short') =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month,
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
const longFormat = formatOf('long');
const shortFormat = formatOf('short');

function partsOf(format: Intl.DateTimeFormat, iso: string): Record<string, string> {
  return Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
}

export function formatOrderDate(iso: string): string {
  const { day, month, year, hour, minute } = partsOf(longFormat, iso);
  return `${day} ${month} ${year} à ${hour}:${minute}`;
}

export function formatShortOrderDate(iso: string): string {
  const { day, month, year, hour, minute } = partsOf(shortFormat, iso);
  return `${day} ${month} ${year}, ${hour}:${minute}`;
}
