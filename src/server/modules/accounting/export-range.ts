import type { ExportRange } from '@shared/accounting/accounting.schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** [from 00:00, the day after `to` 00:00) in UTC: both days included. */
export function rangeBounds(range: ExportRange): { start: Date; end: Date } {
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS);
  return { start, end };
}
