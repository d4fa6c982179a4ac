import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, LedgerAccount, LedgerKind } from '@server/db/schema';
import { conflict } from '@server/platform/errors';

/** One line of a movement: positive = debit, negative = credit (ledger_entries convention). */
export type LedgerLine = { account: LedgerAccount; partyId?: string | null; amountCents: number };

export type Movement = {
  kind: LedgerKind;
  lines: LedgerLine[];
  orderId?: string | null;
  returnId?: string | null;
  referralId?: string | null;
  payoutId?: string | null;
  at: Date;
};

export class UnbalancedMovementError extends Error {}

/**
 * Appends one movement to the ledger, in the caller's transaction. Its lines must sum to
 * zero; zero lines are dropped (the table refuses them). Returns the movement id, or null
 * when nothing moved.
 */
export async function recordMovement(db: Kysely<Database>, movement: Movement): Promise<string | null> {
  const lines = movement.lines.filter((line) => line.amountCents !== 0);
  if (lines.some((line) => !Number.isSafeInteger(line.amountCents))) {
    throw new UnbalancedMovementError(`${movement.kind}: amounts must be integer cents`);
  }
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  if (sum !== 0) throw new UnbalancedMovementError(`${movement.kind}: lines sum to ${sum}, not 0`);
  if (lines.length === 0) return null;
  const movementId = randomUUID();
  try {
    await insertLines(db, movement, lines, movementId);
  } catch (error) {
    // The unique indexes stop one movement twice for an order; losing that race is a French 409.
    if (isUniqueViolation(error)) throw conflict(duplicateMessage, 'LEDGER_DUPLICATE');
    throw error;
  }
  return movementId;
}

const duplicateMessage = "Cette opération sur l'argent de la commande a déjà été faite, veuillez recharger la page";

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

async function insertLines(db: Kysely<Database>, movement: Movement, lines: LedgerLine[], movementId: string) {
  await db
    .insertInto('ledger_entries')
    .values(
      lines.map((line) => ({
        movement_id: movementId,
        kind: movement.kind,
        account: line.account,
        party_id: line.partyId ?? null,
        amount_cents: line.amountCents,
        order_id: movement.orderId ?? null,
        return_id: movement.returnId ?? null,
        referral_id: movement.referralId ?? null,
        payout_id: movement.payoutId ?? null,
        created_at: movement.at,
      })),
    )
    .execute();
}
