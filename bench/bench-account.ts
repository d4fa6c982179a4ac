import type { Db } from '@server/db/connection';

/** The password of every account a bench signs up. */
export const BENCH_PASSWORD = 'mot-de-passe-solide';

/** A new address for a bench account called `name`. */
export const benchEmail = (name: string) =>
  `${name.replace(/\W/g, '').toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@bench.test`;

/** Sends a JSON POST the bench's way: to its server, from its origin. */
export type BenchPost = (path: string, body: unknown) => Promise<Response>;

/**
 * Signs a new account up through the API, then in, as a person would; the session cookie for the
 * bench's next requests.
 */
export async function signUpAndIn(post: BenchPost, name: string, email: string, password = BENCH_PASSWORD) {
  const created = await post('/api/auth/sign-up/email', {
    name,
    email,
    password,
    confirmAdult: true,
    acceptTerms: true,
  });
  if (!created.ok) throw new Error(`sign-up: ${await created.text()}`);
  const signedIn = await post('/api/auth/sign-in/email', { email, password });
  if (!signedIn.ok) throw new Error(`sign-in: ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Marks the address confirmed, as following the mailed link would; the account's id. */
export async function confirmEmail(db: Db, email: string): Promise<string> {
  const profile = await db
    .updateTable('profiles')
    .set({ email_verified: true })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirstOrThrow();
  return profile.id;
}
