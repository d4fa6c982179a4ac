import { createHash, randomBytes } from 'node:crypto';
import { addMonths } from 'date-fns';
import type { Kysely } from 'kysely';
import {
  CONTEST_MONTHS,
  type ModerationDecisionKind,
  type ModerationGround,
  moderationGroundLabels,
} from '@shared/moderation/grounds';
import type { Database } from '@server/db/schema';
import { notify } from '../notifications/notify';

export type RestrictingDecision = {
  userId: string;
  kind: ModerationDecisionKind;
  ground: ModerationGround;
  /** The facts the person reads: the admin's reason. */
  facts: string;
  decidedBy: string;
  at: Date;
  productId?: string | null;
  verificationId?: string | null;
  reviewId?: string | null;
  messageId?: string | null;
  fromNotice?: boolean;
  /** The notification that tells the person: its title and first sentence. */
  title: string;
  message: string;
};

export const hashAccessKey = (key: string) => createHash('sha256').update(key).digest('hex');

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** Where the statement is read: the key lets a suspended account, signed out, read and contest it. */
export const statementLink = (id: string, key: string) => `/decisions/${id}?cle=${key}`;

/**
 * Records a decision that restricts someone with its statement of reasons (DSA art. 17), in
 * the caller's transaction, and tells the person in the app and by e-mail whatever their
 * preferences: what was decided, on which facts and ground, that a person decided it, and how
 * to contest it for six months (art. 20).
 */
export async function recordDecision(trx: Kysely<Database>, decision: RestrictingDecision): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  const contestUntil = addMonths(decision.at, CONTEST_MONTHS);
  const { id } = await trx
    .insertInto('moderation_decisions')
    .values({
      user_id: decision.userId,
      kind: decision.kind,
      product_id: decision.productId ?? null,
      verification_id: decision.verificationId ?? null,
      review_id: decision.reviewId ?? null,
      message_id: decision.messageId ?? null,
      ground: decision.ground,
      facts: decision.facts,
      from_notice: decision.fromNotice ?? false,
      decided_by: decision.decidedBy,
      decided_at: decision.at,
      contest_until: contestUntil,
      access_key_hash: hashAccessKey(key),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notify(trx, [
    {
      userId: decision.userId,
      type: 'moderation',
      title: decision.title,
      message: [
        decision.message,
        `Faits : ${decision.facts}`,
        `Fondement : ${moderationGroundLabels[decision.ground]}.`,
        'Cette décision a été prise par un membre de l’équipe Boucles, sans traitement automatisé.',
        `Vous pouvez la contester jusqu’au ${longDate.format(contestUntil)} depuis le lien ci-dessous (« Contester cette décision ») : un autre membre de l’équipe la réexaminera.`,
      ].join('\n'),
      link: statementLink(id, key),
      transactional: true,
    },
  ]);
  return id;
}
