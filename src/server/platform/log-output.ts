import { fstatSync, writeSync } from 'node:fs';
import net from 'node:net';

/** Log waiting for a slow reader, at most; past it, lines are dropped rather than held or waited for. */
const MAX_PENDING_BYTES = 1 << 20;

/** What pino writes its lines to. */
export type LogOutput = { write(line: string): void };

/**
 * The server's log on standard output, written so that a reader gone (EPIPE; EIO after the
 * terminal closed) or stalled (a full pipe) never throws, never blocks and never holds the
 * exit (decision 045). Pino's own destination does all three: at exit it flushes
 * synchronously and, on EPIPE, retries for ever; and a write waiting on a full pipe in the
 * thread pool keeps `process.exit` from returning.
 */
export function openLogOutput(fd = 1): LogOutput {
  const stat = fstatSync(fd);
  return stat.isFIFO() || stat.isSocket() ? pipeOutput(fd) : syncOutput(fd);
}

/** A pipe or socket: written from the event loop, never waited for; a full one drops lines. */
function pipeOutput(fd: number): LogOutput {
  const socket = new net.Socket({ fd, readable: false, writable: true });
  let broken = false;
  // A failed write would otherwise close the descriptor, and the next file opened would take its number.
  socket._destroy = (error, done) => done(error);
  socket.on('error', () => (broken = true));
  socket.unref();
  return {
    write(line) {
      if (broken || socket.writableLength > MAX_PENDING_BYTES) return;
      socket.write(line);
    },
  };
}

/** A file or a terminal: written at once; a failure drops the line, and the next if it is for good. */
function syncOutput(fd: number): LogOutput {
  let broken = false;
  return {
    write(line) {
      if (broken) return;
      try {
        writeSync(fd, line);
      } catch (error) {
        broken = (error as NodeJS.ErrnoException).code !== 'EAGAIN';
      }
    },
  };
}

/** The process's last words, past any logger: one line on standard error, whatever state it is in. */
export function writeLastLine(message: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level: 50, time: Date.now(), pid: process.pid, ...fields, msg: message });
  try {
    writeSync(2, `${line}\n`);
  } catch {
    // Nobody left to read it: exiting matters more than saying so.
  }
}
