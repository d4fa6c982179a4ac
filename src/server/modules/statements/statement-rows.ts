import type { Kysely, Selectable } from 'kysely';
import { groundIsLaw } from '@shared/moderation/grounds';
import type { Statement } from '@shared/moderation/statement.schemas';
import type { Database, ModerationDecisionsTable } from '@server/db/schema';

export type DecisionRow = Selectable<ModerationDecisionsTable> & { product_title: string | null };

/** Decisions with the title of the listing they are about, for the statement's subject. */
export const decisionRows = (db: Kysely<Database>) =>
  db
    .selectFrom('moderation_decisions as d')
    .leftJoin('products as p', 'p.id', 'd.product_id')
    .selectAll('d')
    .select('p.title as product_title');

const SUBJECT = {
  listing_taken_down: null,
  account_suspended: 'Votre compte',
  account_warned: 'Votre compte',
  verification_refused: 'Votre demande de vérification',
  verification_revoked: 'Le badge « vérifié » de votre compte',
  review_removed: 'Votre avis',
  message_removed: 'Votre message',
} as const;

/** Whether the person may still contest: within six months (art. 20(1)), once. */
export const canContest = (row: DecisionRow, now: Date) => row.complaint_status === null && now <= row.contest_until;

export function toStatement(row: DecisionRow, now: Date): Statement {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.kind === 'listing_taken_down' ? row.product_title : SUBJECT[row.kind],
    productId: row.product_id,
    facts: row.facts,
    ground: row.ground,
    groundIsLaw: groundIsLaw(row.ground),
    automated: row.automated,
    fromNotice: row.from_notice,
    decidedAt: row.decided_at.toISOString(),
    contestUntil: row.contest_until.toISOString(),
    canContest: canContest(row, now),
    complaint:
      row.complaint && row.complained_at && row.complaint_status
        ? {
            text: row.complaint,
            at: row.complained_at.toISOString(),
            status: row.complaint_status,
            answer: row.complaint_answer,
            reviewedAt: row.reviewed_at?.toISOString() ?? null,
          }
        : null,
  };
}
