import { type RawBuilder, type Kysely, sql } from 'kysely';
import type { ReportDecision } from '@shared/trust/report-queue.schemas';
import type { Database } from '@server/db/schema';

const TARGET_COLUMNS = [
  'reported_review_id',
  'reported_message_id',
  'reported_conversation_id',
  'reported_product_id',
  'reported_user_id',
] as const;

/**
 * The id a report is about, whatever its type. A new kind of target (a message, a
 * conversation) adds its column here and a describer below; the queue, its grouping and its
 * decisions need nothing else.
 */
export const reportTargetId = (alias?: string): RawBuilder<string> =>
  // A message report also names its conversation: the message comes first. The same
  // expression is indexed for the open queue (reports_open_target_idx, migration 0046).
  sql<string>`coalesce(${sql.join(TARGET_COLUMNS.map((column) => sql.ref(alias ? `${alias}.${column}` : column)))})`;

export type TargetDescription = {
  label: string | null;
  link: string | null;
  /** Who a warning or a suspension reaches. */
  responsibleUser: { id: string; name: string; suspended: boolean } | null;
  /** A listing taken down, a review or a message removed. */
  takenDown: boolean;
};

type Describer = (db: Kysely<Database>, ids: string[]) => Promise<Map<string, TargetDescription>>;

const describeProducts: Describer = async (db, ids) => {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('profiles as s', 's.id', 'p.seller_id')
    .select([
      'p.id',
      'p.title',
      'p.hidden_by_admin',
      'p.deleted_at',
      's.id as seller_id',
      's.full_name',
      's.suspended_at',
    ])
    .where('p.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        label: row.title,
        link: row.deleted_at ? null : `/product/${row.id}`,
        responsibleUser: { id: row.seller_id, name: row.full_name, suspended: row.suspended_at !== null },
        takenDown: row.hidden_by_admin,
      },
    ]),
  );
};

const describeUsers: Describer = async (db, ids) => {
  const rows = await db
    .selectFrom('profiles')
    .select(['id', 'full_name', 'username', 'suspended_at'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        label: row.username ? `${row.full_name} (@${row.username})` : row.full_name,
        link: `/seller/${row.id}`,
        responsibleUser: { id: row.id, name: row.full_name, suspended: row.suspended_at !== null },
        takenDown: false,
      },
    ]),
  );
};

/** A reported message: its words, and its sender answers for it. */
const describeMessages: Describer = async (db, ids) => {
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('profiles as s', 's.id', 'm.sender_id')
    .select(['m.id', 'm.body', 'm.removed_body', 's.id as sender_id', 's.full_name', 's.suspended_at'])
    .where('m.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        label: quote(row.removed_body ?? row.body),
        link: null,
        responsibleUser: { id: row.sender_id, name: row.full_name, suspended: row.suspended_at !== null },
        takenDown: row.removed_body !== null,
      },
    ]),
  );
};

/** A reported review: its rating and words; its author answers for it. */
const describeReviews: Describer = async (db, ids) => {
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('profiles as a', 'a.id', 'r.reviewer_id')
    .select([
      'r.id',
      'r.rating',
      'r.comment',
      'r.reviewee_id',
      'r.removed_at',
      'a.id as author_id',
      'a.full_name',
      'a.suspended_at',
    ])
    .where('r.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        label: `${row.rating}/5 ${quote(row.comment)}`,
        link: `/seller/${row.reviewee_id}`,
        responsibleUser: { id: row.author_id, name: row.full_name, suspended: row.suspended_at !== null },
        takenDown: row.removed_at !== null,
      },
    ]),
  );
};

const quote = (text: string) => `« ${text.length > 140 ? `${text.slice(0, 140)}…` : text} »`;

/** A reported conversation: about which listing; two people, so no one answers for it alone. */
const describeConversations: Describer = async (db, ids) => {
  const rows = await db
    .selectFrom('conversations as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['c.id', 'p.title'])
    .where('c.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { label: `Conversation à propos de « ${row.title} »`, link: null, responsibleUser: null, takenDown: false },
    ]),
  );
};

const DESCRIBERS: Record<string, Describer> = {
  product: describeProducts,
  user: describeUsers,
  message: describeMessages,
  review: describeReviews,
  conversation: describeConversations,
};

/** What each target is, per type; a type without a describer shows as its id. */
export async function describeTargets(db: Kysely<Database>, targets: { type: string; id: string }[]) {
  const byType = new Map<string, string[]>();
  for (const target of targets) byType.set(target.type, [...(byType.get(target.type) ?? []), target.id]);
  const described = new Map<string, TargetDescription>();
  for (const [type, ids] of byType) {
    const found = (await DESCRIBERS[type]?.(db, ids)) ?? new Map<string, TargetDescription>();
    for (const [id, description] of found) described.set(`${type}:${id}`, description);
  }
  return (type: string, id: string): TargetDescription =>
    described.get(`${type}:${id}`) ?? { label: null, link: null, responsibleUser: null, takenDown: false };
}

/** The decisions that make sense for a target as it is now. */
export function possibleDecisions(type: string, target: TargetDescription): ReportDecision[] {
  const decisions: ReportDecision[] = ['dismiss'];
  if (type === 'product' && target.label !== null && !target.takenDown) decisions.push('take_down');
  if (type === 'review' && target.label !== null && !target.takenDown) decisions.push('remove_review');
  if (type === 'message' && target.label !== null && !target.takenDown) decisions.push('remove_message');
  if (target.responsibleUser) decisions.push('warn');
  if (target.responsibleUser && !target.responsibleUser.suspended) decisions.push('suspend');
  return decisions;
}
