import type { Kysely } from 'kysely';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { type Validator, validatePayment } from '../admin-orders/review-payment';
import { validateSupplement } from '../supplements/review-supplement';
import { type LineDecision, decideLine } from './decide-line';
import type { StatementLine } from './statement-line';

type Settled = { decision: LineDecision; stored: boolean };

export type LineValidation = {
  validator: Validator;
  at: Date;
  details: (lineId: string) => Record<string, unknown>;
};

/** An exact match validated with the admin's own code, in the caller's transaction; anything else waits. */
export async function validateDecision(
  trx: Kysely<Database>,
  ctx: AppContext,
  decision: LineDecision,
  lineId: string,
  { validator, at, details }: LineValidation,
): Promise<void> {
  const source = { kind: 'bank_statement', lineId, details: details(lineId) } as const;
  if (decision.kind === 'payment') {
    await validatePayment(trx, ctx, validator, { order: decision.order, paymentId: decision.paymentId, at, source });
  } else if (decision.kind === 'supplement') {
    await validateSupplement(trx, validator, { supplement: decision.supplement, order: decision.order, at, source });
  }
}

/**
 * A provider's notification (decision 048): decides the line, stores it once (its key is
 * unique, so a replayed callback stores and validates nothing) and validates an exact match
 * with the admin's own code, all in the caller's transaction. A statement's lines are stored
 * with the upload and settled by the job instead (match-statement-lines.ts).
 */
export async function settleLine(
  trx: Kysely<Database>,
  ctx: AppContext,
  line: StatementLine,
  provider: 'wave' | 'generic',
  validation: LineValidation,
): Promise<Settled> {
  const decision = await decideLine(trx, line);
  const examine = decision.kind === 'examine';
  const stored = await trx
    .insertInto('bank_statement_lines')
    .values({
      statement_id: null,
      provider,
      line_key: line.key,
      booked_on: line.bookedOn,
      amount_cents: line.amountCents,
      currency: line.currency,
      remittance: line.remittance,
      debtor_name: line.debtorName,
      bank_reference: line.bankReference,
      outcome: examine ? 'to_examine' : 'validated',
      reason: examine ? decision.reason : null,
      order_id: decision.order?.id ?? null,
      created_at: validation.at,
    })
    .onConflict((oc) => oc.column('line_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!stored) return { decision, stored: false };
  await validateDecision(trx, ctx, decision, stored.id, validation);
  return { decision, stored: true };
}
