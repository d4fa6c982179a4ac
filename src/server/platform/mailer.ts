import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  headers?: Record<string, string>;
};
export type Mailer = {
  send(mail: Mail): Promise<void>;
  transport: 'smtp' | 'outbox';
  /** Ends open connections (SMTP keeps a few between messages). */
  close?(): void;
};

/**
 * SMTP when configured; otherwise each message is written as an .eml file in the
 * outbox folder, where a developer can open it.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    // Pooled: a new connection per message (greeting, TLS, login) made the queue ten times slower.
    const transporter = nodemailer.createTransport({ url: options.smtpUrl, pool: true });
    return {
      transport: 'smtp',
      send: async (mail) => {
        await transporter.sendMail({ from: options.from, ...mail });
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    send: async (mail) => {
      const info = await transporter.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
