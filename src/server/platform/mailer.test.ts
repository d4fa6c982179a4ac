import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
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

describe('mail transports', () => {
  it('writes each message as an .eml file in the outbox, creating it when missing', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    dirs.push(root);
    const outboxDir = path.join(root, 'outbox');
    const mailer = createMailer({ from: 'Boucles <a@b.c>', outboxDir, logger });
    await mailer.send({ to: 'awa@example.test', subject: 'Bonjour', text: 'Votre commande est partie.' });
    const [file] = await readdir(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const message = await readFile(path.join(outboxDir, file ?? ''), 'utf8');
    expect(message).toContain('To: awa@example.test');
    expect(message).toContain('Votre commande est partie.');
  });

  it('fails when the SMTP server does not answer', async () => {
    const port = await closedPort();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'a@b.c',
      outboxDir: '.tmp/unused',
      logger,
    });
    await expect(mailer.send({ to: 'awa@example.test', subject: 'x', text: 'y' })).rejects.toThrow(/ECONNREFUSED/);
  });
});
