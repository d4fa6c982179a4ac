import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

describe('the embedded database folder lock', () => {
  let dir: string;
  const file = () => path.join(dir, 'boucles.pid');
  const warnings: unknown[] = [];
  const logger = { warn: (fields: unknown) => void warnings.push(fields) };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'boucles-lock-'));
    warnings.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const startTimeOf = (pid: number) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  };

  it('refuses a folder that a running process holds', async () => {
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(file(), `${other.pid} ${startTimeOf(other.pid!)}`);
      expect(() => acquireDataDirLock(dir, logger)).toThrow(`déjà ouverte par le processus ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over, and says so, the lock of a process that is gone or whose PID another one now has', () => {
    const gone = spawnSync('true').pid;
    writeFileSync(file(), `${gone} 1`);
    acquireDataDirLock(dir, logger)();
    // A running process, but not the one that wrote the lock: it started at another time.
    writeFileSync(file(), `${process.ppid} 1`);
    const release = acquireDataDirLock(dir, logger);
    expect(warnings).toEqual([
      { dir, pid: gone },
      { dir, pid: process.ppid },
    ]);
    expect(readFileSync(file(), 'utf8')).toBe(`${process.pid} ${startTimeOf(process.pid)}`);
    release();
    expect(existsSync(file())).toBe(false);
  });

  it('is released by a process that exits without closing the database', () => {
    const script = `import('${path.resolve('src/server/db/data-dir-lock.ts')}').then((m) => { m.acquireDataDirLock(${JSON.stringify(dir)}); process.exit(3); })`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' });
    expect(child.status, child.stderr).toBe(3);
    expect(existsSync(file())).toBe(false);
  });
});
