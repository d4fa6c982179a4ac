import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@server/platform/logger';

export const DATA_DIR_LOCK_FILE = 'boucles.pid';

/** Who holds the folder: a PID, and when that process started (the PID alone is reused). */
type Holder = { pid: number; startedAt: string | undefined };

/**
 * PGlite is one process's database: a second process opening the same folder would
 * corrupt it. The first one writes who it is here, and removes it when it exits, however it
 * exits; the others refuse to start while that process runs. A lock left by a process that no
 * longer runs (killed with SIGKILL, or its PID now another process's) is taken over, and said.
 */
export function acquireDataDirLock(dir: string, logger?: Pick<Logger, 'warn'>): () => void {
  const file = path.join(dir, DATA_DIR_LOCK_FILE);
  const me: Holder = { pid: process.pid, startedAt: startTime(process.pid) };
  const holder = readHolder(file);
  if (holder && !isSame(holder, me)) {
    if (holder.pid !== process.pid && isRunning(holder)) {
      throw new Error(
        `La base embarquée ${dir} est déjà ouverte par le processus ${holder.pid}. Arrêtez l'application (ou utilisez DATABASE_URL) puis réessayez.`,
      );
    }
    logger?.warn({ dir, pid: holder.pid }, 'embedded database lock left by a process that no longer runs: taken over');
  }
  writeFileSync(file, `${me.pid} ${me.startedAt ?? ''}`.trim());
  const release = () => {
    const current = readHolder(file);
    if (current && isSame(current, me)) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return () => {
    process.off('exit', release);
    release();
  };
}

function readHolder(file: string): Holder | undefined {
  if (!existsSync(file)) return undefined;
  const [pid, startedAt] = readFileSync(file, 'utf8').trim().split(' ');
  return { pid: Number(pid), startedAt: startedAt || undefined };
}

const isSame = (a: Holder, b: Holder) => a.pid === b.pid && a.startedAt === b.startedAt;

function isRunning(holder: Holder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // Alive: the same process only if it started when the lock says (where the system tells).
  const startedAt = startTime(holder.pid);
  return !holder.startedAt || !startedAt || startedAt === holder.startedAt;
}

/** The process's start time in clock ticks since boot (Linux's /proc), unique with its PID. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis; the start time is the 22nd field of the line.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
