import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Every table of `public` as its row count and the md5 of its rows' text in a fixed order,
 * and every sequence's position: equal digests, equal data.
 */
export async function databaseDigests(query: Query): Promise<Record<string, string>> {
  const tables = await query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const digests: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
       FROM public."${String(tablename)}" t`,
    );
    digests[String(tablename)] = `${row?.n} rows ${row?.digest}`;
  }
  const sequences = await query(
    "SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
  );
  for (const { sequencename, last_value } of sequences)
    digests[`sequence ${String(sequencename)}`] = String(last_value);
  return digests;
}

/** Each file under a folder, by its path there, as the SHA-256 of its bytes. */
export async function folderDigests(root: string): Promise<Record<string, string>> {
  if (!existsSync(root)) return {};
  const digests: Record<string, string> = {};
  for (const rel of (await readdir(root, { recursive: true })).sort()) {
    const file = path.join(root, rel);
    const bytes = await readFile(file).catch(() => null);
    if (bytes) digests[rel] = createHash('sha256').update(bytes).digest('hex');
  }
  return digests;
}
