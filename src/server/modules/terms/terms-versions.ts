import type { Kysely } from 'kysely';
import type { TermsHistory, TermsVersion } from '@shared/legal/terms.schemas';
import type { Database } from '@server/db/schema';

type VersionRow = { version: number; published_at: Date; effective_at: Date; summary: string };

export const toTermsVersion = (row: VersionRow): TermsVersion => ({
  version: row.version,
  publishedAt: row.published_at.toISOString(),
  effectiveAt: row.effective_at.toISOString(),
  summary: row.summary,
});

/** The version in force at `at`: the latest whose effective date has come. */
export async function versionInForce(db: Kysely<Database>, at: Date): Promise<VersionRow | undefined> {
  return db
    .selectFrom('terms_versions')
    .select(['version', 'published_at', 'effective_at', 'summary'])
    .where('effective_at', '<=', at)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every version, newest first: the one in force, the one announced, and those before. */
export async function termsHistory(db: Kysely<Database>, at: Date): Promise<TermsHistory> {
  const rows = await db
    .selectFrom('terms_versions')
    .select(['version', 'published_at', 'effective_at', 'summary'])
    .orderBy('version', 'desc')
    .execute();
  const current = rows.find((row) => row.effective_at <= at);
  const upcoming = rows.findLast((row) => row.effective_at > at);
  return {
    current: current ? toTermsVersion(current) : null,
    upcoming: upcoming ? toTermsVersion(upcoming) : null,
    versions: rows.map(toTermsVersion),
  };
}
