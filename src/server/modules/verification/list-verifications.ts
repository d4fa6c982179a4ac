import { sql } from 'kysely';
import { type AdminVerificationPage, VERIFICATION_PAGE_SIZE } from '@shared/trust/verification.schemas';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import { splitPage } from '@server/platform/paging';
import { signedProofUrl } from '../orders/proof-url';
import { legalDetailsOf } from '../seller-status/legal-details';

/** "<ISO date>_<uuid>": where the previous page ended, oldest first. */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([0-9a-f-]{36})$/;

function parseCursor(after: string | undefined) {
  if (!after) return null;
  const match = CURSOR.exec(after);
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1])))
    throw badRequest('Page invalide', 'INVALID_CURSOR');
  return { createdAt: new Date(match[1]), id: match[2] };
}

/**
 * Pending requests, oldest first (first come, first checked), 10 at a time (spec §9), each
 * document behind a URL signed for one hour.
 */
// The cursor carries a JavaScript date (milliseconds); PostgreSQL keeps microseconds. Ordering and
// comparing at the cursor's precision keeps a page from repeating the last row of the one before.
const createdToTheMillisecond = sql<Date>`date_trunc('milliseconds', v.created_at)`;

export async function listPendingVerifications(ctx: AppContext, after?: string): Promise<AdminVerificationPage> {
  const cursor = parseCursor(after);
  let query = ctx.db
    .selectFrom('seller_verifications as v')
    .innerJoin('profiles as p', 'p.id', 'v.user_id')
    .select([
      'v.id',
      'v.is_professional',
      'v.siret',
      'v.document_key',
      'v.document_type',
      'v.created_at',
      'p.id as user_id',
      'p.full_name',
      'p.username',
      'p.email',
      'p.seller_status',
    ])
    .where('v.status', '=', 'pending')
    .orderBy(createdToTheMillisecond)
    .orderBy('v.id')
    .limit(VERIFICATION_PAGE_SIZE + 1);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb(createdToTheMillisecond, '>', cursor.createdAt),
        eb.and([eb(createdToTheMillisecond, '=', cursor.createdAt), eb('v.id', '>', cursor.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  const { page, hasMore } = splitPage(rows, VERIFICATION_PAGE_SIZE);
  const last = page.at(-1);
  const details = await legalDetailsOf(
    ctx.db,
    page.map((row) => row.user_id),
  );
  return {
    items: page.map((row) => ({
      id: row.id,
      user: { id: row.user_id, name: row.full_name, username: row.username, email: row.email },
      isProfessional: row.is_professional,
      siret: row.siret,
      sellerStatus: row.seller_status,
      legalDetails: row.seller_status === 'professional' ? (details.get(row.user_id) ?? null) : null,
      documentUrl: signedProofUrl(ctx, row.document_key),
      documentType: row.document_type,
      createdAt: row.created_at.toISOString(),
    })),
    nextCursor: hasMore && last ? `${last.created_at.toISOString()}_${last.id}` : null,
  };
}
