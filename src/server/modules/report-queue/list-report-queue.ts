import { sql } from 'kysely';
import type { NoticeCategory } from '@shared/moderation/notice.schemas';
import type { PageQuery } from '@shared/paging';
import type { ReportQueue } from '@shared/trust/report-queue.schemas';
import type { Db } from '@server/db/connection';
import { decodeCursor, nextCursorOf, olderThan } from '@server/platform/paging';
import { describeTargets, possibleDecisions, reportTargetId } from './report-targets';

/** How many of each target's reports one group shows. */
const REPORTS_PER_GROUP = 10;

/** Open reports of the same target as `r`'s, aliased `alias`. */
const sameOpenTarget = (alias: string) =>
  sql<boolean>`${sql.ref(`${alias}.status`)} = 'open' and ${sql.ref(`${alias}.report_type`)} = r.report_type
    and ${reportTargetId(alias)} = ${reportTargetId('r')}`;

/**
 * A page of open reports grouped by what they are about, the most recently reported first,
 * each with its count, reasons and descriptions and the decisions that apply to it. A group
 * is its newest open report: the page walks open reports newest first (reports_open_idx) and
 * keeps those with no newer one on their target (reports_open_target_idx); the cursor is that
 * report's id (decision 075).
 */
export async function listReportQueue(db: Db, { cursor, limit }: PageQuery): Promise<ReportQueue> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .selectFrom('reports as r')
    .select(['r.id', 'r.report_type', reportTargetId('r').as('target_id'), 'r.created_at as latest_at'])
    .select((eb) =>
      eb
        .selectFrom('reports as c')
        .select(sql<number>`count(*)`.as('n'))
        .where(sameOpenTarget('c'))
        .as('count'),
    )
    .where('r.status', '=', 'open')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reports as n')
            .select(sql.lit(1).as('one'))
            .where(sameOpenTarget('n'))
            .where(sql<boolean>`(n.created_at, n.id) > (r.created_at, r.id)`),
        ),
      ),
    )
    .$if(after !== null, (query) => query.where(olderThan('reports', 'r.created_at', 'r.id', after ?? '')))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit + 1)
    .execute();
  const { page: groups, nextCursor } = nextCursorOf(rows, limit);
  const total = await db
    .selectFrom('reports')
    .select(sql<number>`count(distinct (report_type, ${reportTargetId()}))`.as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  if (groups.length === 0) return { groups: [], nextCursor, total: Number(total.n) };
  const reports = await db
    .selectFrom('reports as r')
    .leftJoin('profiles as reporter', 'reporter.id', 'r.reporter_id')
    .select([
      'r.id',
      'r.report_type',
      reportTargetId('r').as('target_id'),
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
          eb.and([eb('r.report_type', '=', group.report_type), eb(reportTargetId('r'), '=', group.target_id)]),
        ),
      ),
    )
    .orderBy('r.created_at', 'desc')
    .execute();
  const describe = await describeTargets(
    db,
    groups.map((group) => ({ type: group.report_type, id: group.target_id })),
  );
  return {
    groups: groups.map((group) => {
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
    }),
    nextCursor,
    total: Number(total.n),
  };
}
