import { type Kysely, sql } from 'kysely';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import { AppError } from '@server/platform/errors';
import type { Job } from '@server/platform/jobs';
import { announce } from '@server/platform/realtime';
import { type KnownOrders, type LineDecision, decideLine, knownOrders } from './decide-line';
import { findReference } from './find-reference';
import { validateDecision } from './settle-line';

/** Lines read, and their orders looked up, at a time; each line is still its own transaction. */
const BATCH = 200;

const pendingColumns = [
  'l.id',
  'l.statement_id',
  'l.booked_on',
  'l.amount_cents',
  'l.currency',
  'l.remittance',
  'l.debtor_name',
  'l.bank_reference',
  's.uploaded_by',
] as const;

async function pendingBatch(db: Db) {
  return db
    .selectFrom('bank_statement_lines as l')
    .innerJoin('bank_statements as s', 's.id', 'l.statement_id')
    .select(pendingColumns)
    .where('l.outcome', '=', 'pending')
    .where('l.statement_id', 'is not', null)
    .$narrowType<{ statement_id: string }>()
    .orderBy('l.created_at')
    .orderBy('l.statement_id')
    .orderBy('l.position')
    .limit(BATCH)
    .execute();
}

type PendingLine = Awaited<ReturnType<typeof pendingBatch>>[number];

const asLine = (row: PendingLine) => ({
  bookedOn: row.booked_on,
  amountCents: row.amount_cents,
  currency: row.currency,
  remittance: row.remittance,
  debtorName: row.debtor_name,
  bankReference: row.bank_reference,
});

const lineDetails = (row: PendingLine) => ({
  source: 'Rapprochement bancaire',
  line: {
    bookedOn: row.booked_on,
    amountCents: row.amount_cents,
    remittance: row.remittance,
    debtorName: row.debtor_name,
    bankReference: row.bank_reference,
  },
});

/** The statement's counts move with its line, in the same transaction: a crash loses neither. */
async function countLine(trx: Kysely<Database>, statementId: string, decision: LineDecision, at: Date) {
  const examine = decision.kind === 'examine';
  await trx
    .updateTable('bank_statements')
    .set({
      lines_done: sql`lines_done + 1`,
      validated: examine ? sql`validated` : sql`validated + 1`,
      to_examine: examine ? sql`to_examine + 1` : sql`to_examine`,
      finished_at: sql`CASE WHEN lines_done + 1 = lines_new THEN ${at}::timestamptz END`,
    })
    .where('id', '=', statementId)
    .execute();
}

/**
 * One line, one transaction: the line is taken with FOR UPDATE SKIP LOCKED while still
 * 'pending' (another pass, or another instance, holding or having done it is left alone),
 * decided on the order as it is, and an exact match validated by the admin's 'Valider' code
 * in the name of the admin who imported it. Answers whether this pass settled the line.
 */
async function matchLine(ctx: AppContext, row: PendingLine, known?: KnownOrders): Promise<boolean> {
  const at = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('bank_statement_lines')
      .select('id')
      .where('id', '=', row.id)
      .where('outcome', '=', 'pending')
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!taken) return false;
    const decision = await decideLine(trx, asLine(row), known);
    const examine = decision.kind === 'examine';
    await trx
      .updateTable('bank_statement_lines')
      .set({
        outcome: examine ? 'to_examine' : 'validated',
        reason: examine ? decision.reason : null,
        order_id: decision.order?.id ?? null,
      })
      .where('id', '=', row.id)
      .execute();
    const validator = row.uploaded_by ? { id: row.uploaded_by } : null;
    await validateDecision(trx, ctx, decision, row.id, { validator, at, details: () => lineDetails(row) });
    await countLine(trx, row.statement_id, decision, at);
    return true;
  });
}

/** When the order moved since the batch was read (the admin's click, an earlier line), decide again on what it became. */
async function matchLineOnce(ctx: AppContext, row: PendingLine, known: KnownOrders): Promise<boolean> {
  try {
    return await matchLine(ctx, row, known);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    return matchLine(ctx, row);
  }
}

export const SET_ASIDE_REASON = 'Rapprochement impossible : ligne à vérifier';

/**
 * A line whose matching failed for another reason than a race (a bug, a broken row) is put
 * 'À examiner' rather than tried again and again, which would hold every later import; the
 * pass still fails, so the job's status and metrics show the error. A database that is gone
 * fails this too, and the line waits for the next pass.
 */
async function setAside(ctx: AppContext, row: PendingLine): Promise<void> {
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('bank_statement_lines')
      .set({ outcome: 'to_examine', reason: SET_ASIDE_REASON })
      .where('id', '=', row.id)
      .where('outcome', '=', 'pending')
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) return;
    await countLine(trx, row.statement_id, { kind: 'examine', order: null, reason: SET_ASIDE_REASON }, at);
  });
}

/** The orders the batch names, read at once rather than line by line. */
function namedOrders(rows: PendingLine[]): string[] {
  const numbers = rows.flatMap((row) => {
    const finding = findReference(row.remittance);
    return finding.kind === 'order' ? [finding.orderNumber] : [];
  });
  return [...new Set(numbers)];
}

/**
 * Matches the statement lines stored 'pending' by imports, oldest import first and in each
 * statement's order, until none is left. Safe to run twice and on two instances: the
 * job_runs lease keeps one pass at a time, and each line is taken and settled once.
 */
export async function matchPendingLines(ctx: AppContext): Promise<number> {
  let matched = 0;
  let failure: unknown = null;
  for (;;) {
    const rows = await pendingBatch(ctx.db);
    const known = await knownOrders(ctx.db, namedOrders(rows));
    let settled = 0;
    for (const row of rows) {
      try {
        if (await matchLineOnce(ctx, row, known)) settled += 1;
      } catch (error) {
        await setAside(ctx, row);
        failure ??= error;
        settled += 1;
      }
    }
    matched += settled;
    const statements = new Set(rows.map((row) => row.statement_id));
    // The 'Rapprochement' tab follows the progress live (admin-events.ts).
    if (settled > 0) {
      await ctx.db.transaction().execute(async (trx) => {
        for (const statementId of statements) await announce(trx, { kind: 'statement', statementId });
      });
    }
    if (rows.length < BATCH || settled === 0) break;
  }
  if (failure) throw failure;
  return matched;
}

/** The scheduler's pass, a net under the worker that wakes at each import (statement-matcher.ts). */
export function matchStatementLinesJob(ctx: AppContext): Job {
  return { name: 'match-statement-lines', everyMs: 60 * 1000, run: () => matchPendingLines(ctx) };
}
