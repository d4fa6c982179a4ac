import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const logger = pino({ level: 'silent' });
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('mail transport check', () => {
  it('creates the outbox when missing and says mail goes there', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    dirs.push(root);
    const outboxDir = path.join(root, 'outbox');
    const mailer = createMailer({ from: 'Boucles <a@b.c>', outboxDir, logger });
    expect(await mailer.verify()).toContain("boîte d'envoi locale");
    expect(existsSync(outboxDir)).toBe(true);
  });

  it('fails when the SMTP server does not answer', async () => {
    const port = await closedPort();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'a@b.c',
      outboxDir: '.tmp/unused',
      logger,
    });
    await expect(mailer.verify()).rejects.toThrow(/ECONNREFUSED/);
  });
});
