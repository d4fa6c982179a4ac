import type { Kysely } from 'kysely';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { type Validator, validatePayment } from '../admin-orders/review-payment';
import { validateSupplement } from '../supplements/review-supplement';
import { type LineDecision, decideLine } from './decide-line';
import type { StatementLine } from './statement-line';

/** Where a line comes from: a bank statement an admin imported, or a provider's callback (decision 048). */
export type LineOrigin = { statementId: string; provider: null } | { statementId: null; provider: 'wave' | 'generic' };

type Settled = { decision: LineDecision; stored: boolean };

/**
 * Decides a line, stores it once (its key is unique, so a re-import, an overlapping statement
 * or a replayed callback stores and validates nothing) and validates an exact match with the
 * admin's own code, all in the caller's transaction.
 */
export async function settleLine(
  trx: Kysely<Database>,
  ctx: AppContext,
  line: StatementLine,
  origin: LineOrigin,
  validation: { validator: Validator; at: Date; details: (lineId: string) => Record<string, unknown> },
): Promise<Settled> {
  const { validator, at } = validation;
  const decision = await decideLine(trx, line);
  const examine = decision.kind === 'examine';
  const stored = await trx
    .insertInto('bank_statement_lines')
    .values({
      statement_id: origin.statementId,
      provider: origin.provider,
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
      created_at: at,
    })
    .onConflict((oc) => oc.column('line_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!stored) return { decision, stored: false };
  const source = { kind: 'bank_statement', lineId: stored.id, details: validation.details(stored.id) } as const;
  if (decision.kind === 'payment') {
    await validatePayment(trx, ctx, validator, { order: decision.order, paymentId: decision.paymentId, at, source });
  } else if (decision.kind === 'supplement') {
    await validateSupplement(trx, validator, { supplement: decision.supplement, order: decision.order, at, source });
  }
  return { decision, stored: true };
}
