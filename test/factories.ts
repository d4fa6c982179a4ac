import { randomUUID } from 'node:crypto';
import type { Role } from '@shared/auth/session.schemas';
import type { TestApp } from './app';
import { TestClient } from './http';

export type TestUser = { id: string; email: string; password: string; fullName: string; referralCode: string };

type UserOverrides = {
  fullName?: string;
  email?: string;
  password?: string;
  referralCode?: string;
  roles?: Role[];
  markedForDeletion?: boolean;
  verified?: boolean;
  /** Whether the e-mail address is confirmed (true unless told): selling needs it. */
  emailVerified?: boolean;
};

/** Signs a person up through the real endpoint, then applies the overrides in the database. */
export async function createUser(t: TestApp, overrides: UserOverrides = {}): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const password = overrides.password ?? 'mot-de-passe-solide';
  const fullName = overrides.fullName ?? 'Awa Diallo';
  const emailVerified = overrides.emailVerified ?? true;
  // Confirmed here rather than by its link, so the link's mail (sent while signing up) is not wanted.
  const muted = emailVerified && !(await accountExists(t, email));
  if (muted) t.mutedRecipients.add(email.toLowerCase());
  try {
    const response = await clientFor(t).post('/api/auth/sign-up/email', {
      name: fullName,
      email,
      password,
      referralCode: overrides.referralCode,
      confirmAdult: true,
      acceptTerms: true,
    });
    if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
    if (muted) await confirmationTried(t, email.toLowerCase());
  } finally {
    t.mutedRecipients.delete(email.toLowerCase());
  }
  const profile = await t.ctx.db
    .updateTable('profiles')
    .set({
      email_verified: emailVerified,
      is_verified: overrides.verified ?? false,
      marked_for_deletion_at: overrides.markedForDeletion ? t.clock.now() : null,
    })
    .where('email', '=', email.toLowerCase())
    .returning(['id', 'referral_code'])
    .executeTakeFirstOrThrow();
  for (const role of overrides.roles ?? []) {
    await t.ctx.db.insertInto('user_roles').values({ user_id: profile.id, role }).execute();
  }
  return { id: profile.id, email, password, fullName, referralCode: profile.referral_code };
}

const accountExists = async (t: TestApp, email: string) =>
  Boolean(
    await t.ctx.db.selectFrom('profiles').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst(),
  );

/**
 * The confirmation e-mail is queued after the answer, then tried at once (decision 051): waits
 * for that try, then removes its row, as the mail was dropped: tests count only their own deliveries.
 */
async function confirmationTried(t: TestApp, email: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 10_000; ) {
    const tried = await t.ctx.db
      .deleteFrom('notification_deliveries')
      .returning('id')
      .where('channel', '=', 'account_email')
      .where('recipient', '=', email)
      .where('status', '<>', 'sending')
      .where('attempts', '>', 0)
      .executeTakeFirst();
    if (tried) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the confirmation e-mail to ${email} was never tried`);
}

export const createSeller = (t: TestApp, overrides: UserOverrides = {}) =>
  createUser(t, { ...overrides, roles: ['seller', ...(overrides.roles ?? [])] });

export const createAdmin = (t: TestApp, overrides: UserOverrides = {}) =>
  createUser(t, { ...overrides, roles: ['admin', ...(overrides.roles ?? [])] });

/** A fresh cookie jar speaking from the app's own origin. */
export const clientFor = (t: TestApp) => new TestClient(t.app, '127.0.0.1', t.ctx.config.publicUrl);

/** A client holding the user's session cookie. */
export async function signIn(t: TestApp, user: Pick<TestUser, 'email' | 'password'>): Promise<TestClient> {
  const client = clientFor(t);
  const response = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return client;
}
