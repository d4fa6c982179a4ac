import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * A person using the cluster over real HTTP: their session cookie, and an address of their own
 * (sent as X-Forwarded-For, which the instances trust behind the proxy), so that each person
 * meets the API rate limit alone, as real clients on their own connections do.
 */
export type Person = { id: string; email: string; cookie: string; address: string };
type Caller = Pick<Person, 'cookie' | 'address'> | null;

let lastAddress = 0;
export const nextAddress = () => `198.51.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

/** Calls to any instance (or the proxy) as the browser on `publicUrl` would make them. */
export function clusterClient(publicUrl: string, db: pg.Pool) {
  const call = (base: string, person: Caller, method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        origin: publicUrl,
        'x-forwarded-for': person?.address ?? nextAddress(),
        ...(person?.cookie ? { cookie: person.cookie } : {}),
        ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });

  /** Signs up through `signUpAt` and signs in through `signInAt` (two instances, if you like). */
  const signUp = async (name: string, signUpAt = publicUrl, signInAt = publicUrl): Promise<Person> => {
    const email = `${randomUUID().slice(0, 8)}@cluster.test`;
    const anonymous = { cookie: '', address: nextAddress() };
    const password = 'mot-de-passe-solide';
    const body = { name, email, password, confirmAdult: true, acceptTerms: true };
    const created = await call(signUpAt, anonymous, 'POST', '/api/auth/sign-up/email', body);
    if (!created.ok) throw new Error(`sign-up: ${created.status} ${await created.text()}`);
    const signedIn = await call(signInAt, anonymous, 'POST', '/api/auth/sign-in/email', { email, password });
    if (!signedIn.ok) throw new Error(`sign-in: ${signedIn.status} ${await signedIn.text()}`);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    // The confirmation link is mailed; the test marks the address confirmed, as following it would.
    const { rows } = await db.query<{ id: string }>(
      'UPDATE profiles SET email_verified = true WHERE email = $1 RETURNING id',
      [email],
    );
    return { id: rows[0]!.id, email, cookie, address: anonymous.address };
  };

  const makeSeller = async (person: Person) => {
    await db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'seller') ON CONFLICT DO NOTHING`, [person.id]);
  };

  return { call, signUp, makeSeller };
}

export const orderPayload = (productId: string) => ({
  productId,
  deliveryType: 'home',
  address: '12 rue de la Paix, 75002 Paris',
  country: 'France',
  paymentMethod: 'bank_transfer',
});
