import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** The built server as a child process, its standard output and error read by this one (or not). */
export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** What it wrote so far, both outputs. */
  output(): string;
  ready(): Promise<void>;
  /** Sends the signals `gapMs` apart and waits for the exit, SIGKILL after `limitMs`. */
  stop(signals: NodeJS.Signals[], limitMs: number, gapMs?: number): Promise<Exit>;
};

/** How it ended: its code (null if it had to be killed) and how long after the first signal. */
export type Exit = { code: number | null; ms: number; hung: boolean };

export function startServerProcess(entry: string, port: number, env: NodeJS.ProcessEnv): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url,
    child,
    output: () => log,
    async ready() {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) while starting:\n${log}`);
        const status = await fetch(`${url}/api/ready`).then(
          (answer) => answer.status,
          () => 0,
        );
        if (status === 200) return;
        await sleep(50);
      }
      throw new Error(`the server was not ready in 120 s:\n${log}`);
    },
    async stop(signals, limitMs, gapMs = 100) {
      const started = performance.now();
      const sending = (async () => {
        for (const [index, signal] of signals.entries()) {
          if (index > 0) await sleep(gapMs);
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        }
      })();
      const code = await Promise.race([exited, sleep(limitMs, 'hung' as const)]);
      await sending;
      const ms = performance.now() - started;
      if (code !== 'hung') return { code, ms, hung: false };
      child.kill('SIGKILL');
      await exited;
      return { code: null, ms, hung: true };
    },
  };
}
