import type { TestApp } from './app';
import { type FilePart, multipartForm, pngImage } from './files';
import type { TestClient } from './http';

/** A valid SIRET (Luhn) for a professional seller's request. */
export const VALID_SIRET = '73282932000074';

export const idDocument = async (): Promise<FilePart> => ({
  name: 'carte-identite.png',
  type: 'image/png',
  data: await pngImage(120, 80),
});

/** The seller's verification form as the browser sends it: kind, SIRET and the "document" file. */
export async function askVerification(
  client: TestClient,
  options: { kind?: 'individual' | 'professional'; siret?: string; file?: FilePart | null } = {},
) {
  const fields: Record<string, string> = { kind: options.kind ?? 'individual' };
  if (options.siret !== undefined) fields.siret = options.siret;
  const file = options.file === undefined ? await idDocument() : options.file;
  const body = multipartForm(fields, file ? [{ field: 'document', file }] : []);
  return client.request('POST', '/api/me/verification', body.payload, {
    headers: { 'content-type': body.contentType },
  });
}

/** The id of the user's pending request, straight from the table. */
export async function pendingVerificationOf(t: TestApp, userId: string): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('seller_verifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An open report, as POST /api/reports would record it. */
export async function insertReport(
  t: TestApp,
  reporterId: string,
  target: { productId: string } | { userId: string },
  reason: 'spam' | 'scam' | 'fake_product' = 'fake_product',
  description: string | null = null,
) {
  const row = await t.ctx.db
    .insertInto('reports')
    .values({
      reporter_id: reporterId,
      report_type: 'productId' in target ? 'product' : 'user',
      reported_product_id: 'productId' in target ? target.productId : null,
      reported_user_id: 'userId' in target ? target.userId : null,
      reason,
      description,
      // On the test clock, so that a test advancing it orders reports as it means to.
      created_at: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
