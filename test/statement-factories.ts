import { matchPendingLines } from '@server/modules/reconciliation/match-statement-lines';
import type { TestApp } from './app';
import { multipart } from './files';
import type { TestClient } from './http';

export const STATEMENTS_URL = '/api/admin/reconciliation/statements';

export function uploadStatement(client: TestClient, data: Buffer, name = 'releve.xml', type = 'application/xml') {
  const body = multipart('file', name, type, data);
  return client.request('POST', STATEMENTS_URL, body.payload, { headers: { 'content-type': body.contentType } });
}

export type MatchedLine = { outcome: string; reason: string | null; orderNumber: string | null };

/** The import's counts once matched, and its stored lines in the statement's order. */
export async function statementOutcome(t: TestApp, statementId: string) {
  const statement = await t.ctx.db
    .selectFrom('bank_statements')
    .select(['lines_read', 'lines_new', 'lines_done', 'validated', 'to_examine', 'finished_at'])
    .where('id', '=', statementId)
    .executeTakeFirstOrThrow();
  const lines: MatchedLine[] = await t.ctx.db
    .selectFrom('bank_statement_lines as l')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.outcome', 'l.reason', 'o.order_number as orderNumber'])
    .where('l.statement_id', '=', statementId)
    .orderBy('l.position')
    .execute();
  return {
    linesRead: statement.lines_read,
    validated: statement.validated,
    toExamine: statement.to_examine,
    alreadyImported: statement.lines_read - statement.lines_new,
    finished: statement.finished_at !== null && statement.lines_done === statement.lines_new,
    lines,
  };
}

/**
 * The admin's upload, then the matching job's pass as the worker would run it after the answer.
 * `response` is the upload's; `summary` what the import came to (null for a refused file).
 */
export async function importStatementFile(t: TestApp, client: TestClient, data: Buffer, name?: string, type?: string) {
  const response = await uploadStatement(client, data, name, type);
  if (response.statusCode !== 202) return { response, summary: null };
  await matchPendingLines(t.ctx);
  return { response, summary: await statementOutcome(t, response.json().statementId as string) };
}
