import { sql } from 'kysely';
import type { TransparencyReport } from '@shared/moderation/transparency.schemas';
import type { Db } from '@server/db/connection';
import { toCsv } from '../accounting/csv';

type Counted = { key: string; count: number | string | bigint };
const tally = (rows: Counted[]) => Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]));
const hours = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/**
 * The yearly transparency report (DSA art. 15(1) and 24(1)), over calendar years in UTC.
 * Notices are every report received, the app's 'Signaler' and the notice form alike: both are
 * how anyone tells us of illegal content. The time to decide runs from a report to the
 * decision that closed it; a complaint's, from its lodging to its review.
 */
export async function transparencyReport(db: Db, year: number): Promise<TransparencyReport> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const reports = db.selectFrom('reports').where('created_at', '>=', from).where('created_at', '<', to);
  const decisions = db.selectFrom('moderation_decisions').where('decided_at', '>=', from).where('decided_at', '<', to);
  const complaints = db
    .selectFrom('moderation_decisions')
    .where('complained_at', '>=', from)
    .where('complained_at', '<', to);
  const median = (start: string, end: string) =>
    sql<
      number | null
    >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (${sql.ref(end)} - ${sql.ref(start)})) / 3600)`;

  const [byTarget, byCategory, byKind, byGround, decisionTotals, handled, complaintRows, complaintTime] =
    await Promise.all([
      reports
        .select(['report_type as key', sql<number>`count(*)`.as('count')])
        .groupBy('report_type')
        .execute(),
      reports
        .select(['reason as key', sql<number>`count(*)`.as('count')])
        .groupBy('reason')
        .execute(),
      decisions
        .select(['kind as key', sql<number>`count(*)`.as('count')])
        .groupBy('kind')
        .execute(),
      decisions
        .select(['ground as key', sql<number>`count(*)`.as('count')])
        .groupBy('ground')
        .execute(),
      decisions
        .select([
          sql<number>`count(*) FILTER (WHERE from_notice)`.as('on_notice'),
          sql<number>`count(*) FILTER (WHERE automated)`.as('automated'),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('reports')
        .where('handled_at', '>=', from)
        .where('handled_at', '<', to)
        .select(median('created_at', 'handled_at').as('median'))
        .executeTakeFirstOrThrow(),
      complaints
        .select(['complaint_status as key', sql<number>`count(*)`.as('count')])
        .groupBy('complaint_status')
        .execute(),
      complaints
        .where('reviewed_at', 'is not', null)
        .select(median('complained_at', 'reviewed_at').as('median'))
        .executeTakeFirstOrThrow(),
    ]);
  const kinds = tally(byKind);
  const outcomes = tally(complaintRows.map((row) => ({ key: row.key ?? 'pending', count: row.count })));
  return {
    year,
    notices: {
      total: Object.values(tally(byTarget)).reduce((sum, n) => sum + n, 0),
      byTarget: tally(byTarget),
      byCategory: tally(byCategory),
    },
    decisions: {
      total: Object.values(kinds).reduce((sum, n) => sum + n, 0),
      byKind: kinds,
      byGround: tally(byGround),
      onNotice: Number(decisionTotals.on_notice),
      automated: Number(decisionTotals.automated),
      medianHoursToDecide: hours(handled.median),
    },
    complaints: {
      total: Object.values(outcomes).reduce((sum, n) => sum + n, 0),
      pending: outcomes.pending ?? 0,
      upheld: outcomes.upheld ?? 0,
      reversed: outcomes.reversed ?? 0,
      medianHoursToDecide: hours(complaintTime.median),
    },
  };
}

const decimal = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** The same figures as one table a spreadsheet opens: section, item, value. */
export function transparencyCsv(report: TransparencyReport): string {
  const rows: string[][] = [];
  const add = (section: string, item: string, value: number | null) => rows.push([section, item, decimal(value)]);
  add('signalements', 'total', report.notices.total);
  for (const [key, n] of Object.entries(report.notices.byTarget)) add('signalements par cible', key, n);
  for (const [key, n] of Object.entries(report.notices.byCategory)) add('signalements par catégorie', key, n);
  add('décisions', 'total', report.decisions.total);
  for (const [key, n] of Object.entries(report.decisions.byKind)) add('décisions par type', key, n);
  for (const [key, n] of Object.entries(report.decisions.byGround)) add('décisions par motif', key, n);
  add('décisions', 'sur signalement', report.decisions.onNotice);
  add('décisions', 'automatisées', report.decisions.automated);
  add('décisions', 'délai médian (heures)', report.decisions.medianHoursToDecide);
  add('contestations', 'total', report.complaints.total);
  add('contestations', 'en attente', report.complaints.pending);
  add('contestations', 'décision maintenue', report.complaints.upheld);
  add('contestations', 'décision annulée', report.complaints.reversed);
  add('contestations', 'délai médian (heures)', report.complaints.medianHoursToDecide);
  return toCsv(['rubrique', 'élément', `valeur ${report.year}`], rows);
}
