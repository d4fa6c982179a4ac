import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder would
 * corrupt it. The first one writes its PID here; the others refuse to start.
 */
export function acquireDataDirLock(dir: string): () => void {
  const file = path.join(dir, 'boucles.pid');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `La base embarquée ${dir} est déjà ouverte par le processus ${pid}. Arrêtez l'application (ou utilisez DATABASE_URL) puis réessayez.`,
      );
    }
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
