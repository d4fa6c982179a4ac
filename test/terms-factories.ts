import type { TestApp } from './app';

/**
 * Version 1 of the terms as migration 0034 writes it. PGlite test databases are emptied before
 * each file, so a test that needs a version in force puts it back with this; a PostgreSQL test
 * schema, freshly migrated, already has it.
 */
export async function insertFirstTermsVersion(t: TestApp): Promise<void> {
  const at = new Date('2026-11-23T00:00:00+01:00');
  await t.ctx.db
    .insertInto('terms_versions')
    .values({
      version: 1,
      published_at: at,
      effective_at: at,
      summary: "Première version des conditions d'utilisation.",
    })
    .onConflict((oc) => oc.column('version').doNothing())
    .execute();
}
