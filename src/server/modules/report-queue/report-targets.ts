import { type RawBuilder, type Kysely, sql } from 'kysely';
import type { ReportDecision } from '@shared/trust/report-queue.schemas';
import type { Database } from '@server/db/schema';

/**
 * The id a report is about, whatever its type. A new kind of target (a message, a
 * conversation) adds its column here and a describer below; the queue, its grouping and its
 * decisions need nothing else.
 */
export const reportTargetId = (): RawBuilder<string> =>
  // A message report also names its conversation: the message comes first.
  sql<string>`coalesce(reported_message_id, reported_conversation_id, reported_product_id, reported_user_id)`;

export type TargetDescription = {
  label: string | null;
  link: string | null;
  /** Who a warning or a suspension reaches. */
  responsibleUser: { id: string; name: string; suspended: boolean } | null;
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
    .select(['m.id', 'm.body', 's.id as sender_id', 's.full_name', 's.suspended_at'])
    .where('m.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        label: `« ${row.body.length > 140 ? `${row.body.slice(0, 140)}…` : row.body} »`,
        link: null,
        responsibleUser: { id: row.sender_id, name: row.full_name, suspended: row.suspended_at !== null },
        takenDown: false,
      },
    ]),
  );
};

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
  if (target.responsibleUser) decisions.push('warn');
  if (target.responsibleUser && !target.responsibleUser.suspended) decisions.push('suspend');
  return decisions;
}
