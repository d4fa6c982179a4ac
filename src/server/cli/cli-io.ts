import type { AppContext } from '@server/context';
import type { DatabaseHandle } from '@server/db/connection';
import { migrationStatus } from '@server/db/migrate';
import type { Clock } from '@server/platform/clock';

/** What a command may use: its output, and the configured database or the whole app over it. */
export type CliIo = {
  out(text: string): void;
  err(text: string): void;
  /** The configured database (PGlite locked to this process), not migrated. */
  database(): Promise<DatabaseHandle>;
  /** The app's services (jobs need them) over that database or the one given, migrated, at the clock given. */
  context(options?: { clock?: Clock; database?: DatabaseHandle }): Promise<{ ctx: AppContext; close(): Promise<void> }>;
  /** Whether the demo accounts are seeded on this install (SEED_DEMO_DATA, never in production). */
  demoDataSeeded: boolean;
};

/** One operator command: its line in the help, and what it does; answers the exit code. */
export type Command = { usage: string; run(args: string[], io: CliIo): Promise<number> };

/** Exit codes (README): 0 done, 1 not found or something wrong, 2 the command was misused. */
export const EXIT = { ok: 0, problem: 1, usage: 2 } as const;

/** `--json` anywhere among the arguments; the others in order. */
export function splitJsonFlag(args: string[]): { json: boolean; rest: string[] } {
  return { json: args.includes('--json'), rest: args.filter((arg) => arg !== '--json') };
}

export const printJson = (io: CliIo, value: unknown) => io.out(JSON.stringify(value, null, 2));

/**
 * Opens the database for a command that reads it, if its schema is this version's: on a base
 * with pending or changed migrations the queries would mislead or fail, so it says what to do.
 */
export async function readyDatabase(io: CliIo): Promise<DatabaseHandle | null> {
  const database = await io.database();
  const status = await migrationStatus(database.db);
  const changed = status.applied.filter((row) => row.state === 'changed').map((row) => row.name);
  if (status.pending.length === 0 && changed.length === 0) return database;
  await database.close();
  io.err(
    changed.length > 0
      ? `Migrations modifiées après application : ${changed.join(', ')}. Voyez npm run cli -- migrate status.`
      : `La base n'est pas à jour (${status.pending.length} migration(s) en attente) : lancez d'abord npm run cli -- migrate.`,
  );
  return null;
}
