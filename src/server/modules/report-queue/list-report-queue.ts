import { sql } from 'kysely';
import type { NoticeCategory } from '@shared/moderation/notice.schemas';
import type { ReportGroup } from '@shared/trust/report-queue.schemas';
import type { Db } from '@server/db/connection';
import { describeTargets, possibleDecisions, reportTargetId } from './report-targets';

/** How many targets one screen shows, and how many of each target's reports. */
const GROUPS = 30;
const REPORTS_PER_GROUP = 10;

/**
 * Open reports grouped by what they are about, the most recently reported first, each with
 * its count, reasons and descriptions and the decisions that apply to it.
 */
export async function listReportQueue(db: Db): Promise<ReportGroup[]> {
  const groups = await db
    .selectFrom('reports')
    .select([
      'report_type',
      reportTargetId().as('target_id'),
      sql<number>`count(*)`.as('count'),
      sql<Date>`max(created_at)`.as('latest_at'),
    ])
    .where('status', '=', 'open')
    .groupBy(['report_type', reportTargetId()])
    .orderBy(sql`max(created_at)`, 'desc')
    .limit(GROUPS)
    .execute();
  if (groups.length === 0) return [];
  const reports = await db
    .selectFrom('reports as r')
    .leftJoin('profiles as reporter', 'reporter.id', 'r.reporter_id')
    .select([
      'r.id',
      'r.report_type',
      reportTargetId().as('target_id'),
      'r.reason',
      'r.description',
      'r.created_at',
      'r.content_url',
      'r.notifier_name',
      'reporter.full_name as reporter_name',
    ])
    .where('r.status', '=', 'open')
    .where((eb) =>
      eb.or(
        groups.map((group) =>
          eb.and([eb('r.report_type', '=', group.report_type), eb(reportTargetId(), '=', group.target_id)]),
        ),
      ),
    )
    .orderBy('r.created_at', 'desc')
    .execute();
  const describe = await describeTargets(
    db,
    groups.map((group) => ({ type: group.report_type, id: group.target_id })),
  );
  return groups.map((group) => {
    const target = describe(group.report_type, group.target_id);
    const own = reports.filter((r) => r.report_type === group.report_type && r.target_id === group.target_id);
    return {
      target: { type: group.report_type, id: group.target_id, ...target },
      count: Number(group.count),
      latestAt: new Date(group.latest_at).toISOString(),
      reports: own.slice(0, REPORTS_PER_GROUP).map((r) => ({
        id: r.id,
        reason: r.reason as NoticeCategory,
        description: r.description,
        // A notice may come from a visitor, and for child sexual abuse material without a name.
        reporterName: r.reporter_name ?? r.notifier_name ?? 'Anonyme',
        url: r.content_url,
        createdAt: r.created_at.toISOString(),
      })),
      decisions: possibleDecisions(group.report_type, target),
    };
  });
}
