import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import { startSmtpServer } from '@test/smtp-server';
import { createMailer } from '@server/platform/mailer';
import { ERASED_ACCOUNT_EMAIL_TEXT, deliverDue } from './deliveries';
import { deliveryChannels } from './delivery-channels';

// The mail server is down (its port closed) at the start of each test, then comes back.
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null;
let port: number;
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const probe = await startSmtpServer();
  port = probe.port;
  await probe.close();
  t = await createTestApp({
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Boucles <no-reply@boucles.test>',
      outboxDir: '.tmp/unused',
      logger: pino({ level: 'silent' }),
    }),
    logTo: { write: (line: string) => void logLines.push(line) },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

const accountEmailsTo = (email: string) =>
  t.ctx.db
    .selectFrom('notification_deliveries')
    .select(['id', 'title', 'message', 'status', 'attempts', 'last_error'])
    .where('channel', '=', 'account_email')
    .where('recipient', '=', email)
    .execute();

const receivedBy = (email: string) =>
  (smtp?.received ?? []).filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email);

/** The server comes back up; the retry's wait (30 s after a first failure) is over. */
async function smtpBackAndRetryDue() {
  smtp = await startSmtpServer(port);
  await t.ctx.db
    .updateTable('notification_deliveries')
    .set({ run_at: new Date(0) })
    .where('status', '=', 'pending')
    .execute();
  await deliverDue(t.ctx, deliveryChannels);
}

async function smtpDown() {
  await smtp?.close();
  smtp = null;
}

describe('account e-mails while the mail server is down', () => {
  it(
    'keeps the sign-up confirmation and sends it on a retry once the server is back; the link works',
    { timeout: 60_000 },
    async () => {
      await smtpDown();
      const email = `inscription-${Date.now()}@example.test`;
      const signUp = await clientFor(t).post('/api/auth/sign-up/email', {
        name: 'Awa Diallo',
        email,
        password: 'tresses-et-boucles',
        confirmAdult: true,
        acceptTerms: true,
      });
      expect(signUp.statusCode).toBe(200);
      await vi.waitFor(async () =>
        expect(await accountEmailsTo(email)).toEqual([
          expect.objectContaining({ title: 'Confirmez votre adresse e-mail', status: 'pending', attempts: 1 }),
        ]),
      );
      expect((await accountEmailsTo(email))[0]?.last_error).toBeTruthy();

      await smtpBackAndRetryDue();
      const [mail] = receivedBy(email);
      expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
      const [row] = await accountEmailsTo(email);
      expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null, message: ERASED_ACCOUNT_EMAIL_TEXT });

      const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
      const followed = await clientFor(t).get(`${link.pathname}${link.search}`);
      expect(followed.headers.location).toBe('/profile?email=confirme');
      const profile = await t.ctx.db
        .selectFrom('profiles')
        .select('email_verified')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(profile?.email_verified).toBe(true);
    },
  );

  it(
    'keeps a password reset link, sends it once the server is back, and never logs its token',
    { timeout: 60_000 },
    async () => {
      await smtpDown();
      const user = await createUser(t);
      const asked = await clientFor(t).post('/api/auth/request-password-reset', { email: user.email });
      expect(asked.statusCode).toBe(200);
      await vi.waitFor(async () =>
        expect(await accountEmailsTo(user.email)).toContainEqual(
          expect.objectContaining({ title: 'Choisir un nouveau mot de passe', status: 'pending', attempts: 1 }),
        ),
      );

      await smtpBackAndRetryDue();
      const mail = receivedBy(user.email).find((received) => received.subject === 'Choisir un nouveau mot de passe');
      const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '').searchParams.get('token') ?? '';
      expect(token).toMatch(/^\w{24}$/);
      const reset = await clientFor(t).post('/api/auth/reset-password', { token, newPassword: 'nouvelles-tresses' });
      expect(reset.statusCode).toBe(200);
      expect(logLines.filter((line) => line.includes(token))).toEqual([]);
      const rows = await accountEmailsTo(user.email);
      expect(rows.filter((row) => row.message.includes(token))).toEqual([]);
    },
  );

  it(
    'keeps the new address’s confirmation and the old address’s notice of an e-mail change, sends both once the server is back; the link changes the address',
    { timeout: 60_000 },
    async () => {
      const user = await createUser(t);
      const client = await signIn(t, user);
      await smtpDown();
      const newEmail = `changement-${user.id.slice(0, 8)}@example.test`;
      const asked = await client.post('/api/me/email', { newEmail, password: user.password });
      expect(asked.statusCode).toBe(200);
      await vi.waitFor(async () => {
        expect(await accountEmailsTo(newEmail)).toEqual([
          expect.objectContaining({ title: 'Confirmez votre nouvelle adresse e-mail', status: 'pending', attempts: 1 }),
        ]);
        expect(await accountEmailsTo(user.email)).toContainEqual(
          expect.objectContaining({ title: "Demande de changement d'adresse e-mail", status: 'pending', attempts: 1 }),
        );
      });

      await smtpBackAndRetryDue();
      const [confirmation] = receivedBy(newEmail);
      expect(confirmation?.subject).toBe('Confirmez votre nouvelle adresse e-mail');
      const notice = receivedBy(user.email).find((mail) => mail.subject === "Demande de changement d'adresse e-mail");
      expect(notice?.text).toContain(newEmail);
      expect(await accountEmailsTo(newEmail)).toEqual([
        expect.objectContaining({ status: 'sent', attempts: 2, last_error: null, message: ERASED_ACCOUNT_EMAIL_TEXT }),
      ]);

      const link = new URL(/https?:\/\/\S+/.exec(confirmation?.text ?? '')?.[0] ?? '');
      const followed = await clientFor(t).get(`${link.pathname}${link.search}`);
      expect(followed.headers.location).toBe('/profile?email=confirme');
      const profile = await t.ctx.db
        .selectFrom('profiles')
        .select('email')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(profile.email).toBe(newEmail);
    },
  );
});
