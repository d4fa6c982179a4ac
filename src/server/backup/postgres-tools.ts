import { execFile, spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-error';

/** The PostgreSQL client programs to run; tests point them elsewhere to see a machine without them. */
export type PgTools = { pgDump: string; pgRestore: string };
export const systemPgTools: PgTools = { pgDump: 'pg_dump', pgRestore: 'pg_restore' };

export type ToolVersion = { full: string; major: number };

/** `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)` → 15.20; null when the program is not there. */
export async function toolVersion(program: string): Promise<ToolVersion | null> {
  try {
    const { stdout } = await promisify(execFile)(program, ['--version']);
    const full = stdout.match(/\)\s+(\d+(?:\.\d+)?)/)?.[1] ?? '';
    return { full, major: Number.parseInt(full, 10) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** How to install the client programs that match the server, said when they are missing or too old. */
export const clientAdvice = (program: string, serverMajor: number | string) =>
  `Installez le client PostgreSQL ${serverMajor} ou plus récent (paquet postgresql-client-${serverMajor} ` +
  `sous Debian ou Ubuntu) pour que ${program} soit dans le PATH, puis relancez.`;

/** One query on a connection of its own (the CLI holds no pool). */
export async function queryServer<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** The password goes through the environment, not the command line that `ps` shows to everyone. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** `pg_dump --format=custom`: one consistent snapshot of the database, whatever runs meanwhile. */
export async function dumpDatabase(program: string, url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(program, ['--format=custom', '--file', file, '--dbname', dbname], env, undefined);
}

/**
 * pg_restore in one transaction: on any error the database stays as empty as it was. Owners and
 * grants are left out, so the objects belong to the role that restores, the one the app uses.
 */
export async function restoreDatabase(program: string, url: string, dump: AsyncIterable<Buffer>): Promise<void> {
  const { dbname, env } = connection(url);
  const args = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', '--dbname', dbname];
  await run(program, args, env, dump);
}

async function run(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input: AsyncIterable<Buffer> | undefined,
): Promise<void> {
  const child = spawn(program, args, { env, stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  // A program that stops early closes its input: its own message says why, not the broken pipe.
  const fed = input && child.stdin ? pipeline(Readable.from(input), child.stdin).catch(() => undefined) : undefined;
  const [code] = await Promise.all([exited, fed]);
  if (code !== 0) throw new BackupError(`${program} a échoué (code ${code}) :\n${stderr.trim()}`);
}
