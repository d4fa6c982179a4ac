import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser } from '@test/factories';
import { TestClient } from '@test/http';
import { REDACTED, scrubSecrets } from './log-redaction';

describe('scrubSecrets', () => {
  it.each([
    ['/api/auth/verify-email?token=abc.def', `/api/auth/verify-email?token=${REDACTED}`],
    ['/reinitialiser-mot-de-passe?token=Xy%2Fz&x=1', `/reinitialiser-mot-de-passe?token=${REDACTED}&x=1`],
    [
      '/media/private/a.pdf?expires=1795&signature=s1g',
      `/media/private/a.pdf?expires=${REDACTED}&signature=${REDACTED}`,
    ],
    ['/media/private/a.pdf?sig=s1g&expires=1795', `/media/private/a.pdf?sig=${REDACTED}&expires=${REDACTED}`],
    ['/callback?code=4%2F0Ab&state=ok', `/callback?code=${REDACTED}&state=ok`],
    [
      '/x?Access_Token=a&REFRESH-TOKEN=b&id%5Ftoken=c',
      `/x?Access_Token=${REDACTED}&REFRESH-TOKEN=${REDACTED}&id%5Ftoken=${REDACTED}`,
    ],
    ['/x?password=hunter2&q=perruque', `/x?password=${REDACTED}&q=perruque`],
    ['Route GET:/api/auth/nope?token=abc not found', `Route GET:/api/auth/nope?token=${REDACTED} not found`],
    [
      'https://s3.test/b/k?X-Amz-Signature=ff&X-Amz-Expires=60',
      `https://s3.test/b/k?X-Amz-Signature=${REDACTED}&X-Amz-Expires=${REDACTED}`,
    ],
  ])('hides the secrets of %j', (text, scrubbed) => {
    expect(scrubSecrets(text)).toBe(scrubbed);
  });

  it('keeps what is no secret: an expiry without a signature, a search, a page', () => {
    for (const text of ['/api/products?expires=1&page=2', '/marketplace?q=tissage&sort=price_asc', 'a = b ? c']) {
      expect(scrubSecrets(text)).toBe(text);
    }
  });
});

describe('the log of a whole visit', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logTo: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(async () => t.close());

  // Account e-mails are queued and may leave after the answer (decision 051): wait for the link.
  const linkIn = (to: string, subject: RegExp) =>
    vi.waitFor(() => {
      const mail = t.mails.filter((sent) => sent.to === to && subject.test(sent.subject)).at(-1);
      const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
      if (!link) throw new Error(`no mail ${subject} to ${to}`);
      return new URL(link);
    });

  it('holds no token, signature, cookie or password, from sign-up to a private file', async () => {
    const secrets: string[] = [];
    const cookiesOf = (response: { cookies: { value: string }[] }) =>
      secrets.push(...response.cookies.map((cookie) => cookie.value).filter((value) => value.length > 8));

    // Sign-up, and the confirmation link followed.
    const email = `awa-${Date.now()}@example.test`;
    const password = 'Tresses-Collees-2026';
    secrets.push(password);
    const visitor = new TestClient(t.app);
    const signUp = await visitor.post('/api/auth/sign-up/email', {
      name: 'Awa Diallo',
      email,
      password,
      confirmAdult: true,
      acceptTerms: true,
    });
    expect(signUp.statusCode).toBe(200);
    const confirmation = await linkIn(email, /confirm/i);
    secrets.push(confirmation.searchParams.get('token') ?? 'missing');
    const confirmed = await visitor.get(`${confirmation.pathname}${confirmation.search}`);
    expect(confirmed.statusCode).toBeLessThan(400);
    cookiesOf(confirmed);

    // Sign-in with the password; the session cookie then goes with each request.
    const client = new TestClient(t.app);
    const signIn = await client.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.statusCode).toBe(200);
    cookiesOf(signIn);
    expect((await client.get('/api/me/profile')).statusCode).toBe(200);

    // A password reset: the mail's link opened, then the new password sent with its token.
    await new TestClient(t.app).post('/api/auth/request-password-reset', { email });
    const reset = await linkIn(email, /mot de passe/i);
    const resetToken = reset.searchParams.get('token') ?? 'missing';
    secrets.push(resetToken);
    await new TestClient(t.app).get(`${reset.pathname}${reset.search}`);
    const newPassword = 'Nouvelles-Locks-2026';
    secrets.push(newPassword);
    const changed = await new TestClient(t.app).post('/api/auth/reset-password', { token: resetToken, newPassword });
    expect(changed.statusCode).toBe(200);
    const again = new TestClient(t.app);
    cookiesOf(await again.post('/api/auth/sign-in/email', { email, password: newPassword }));

    // A private file fetched through its signed link.
    const owner = await createUser(t);
    const key = `private/payment-proofs/${owner.id}/preuve.pdf`;
    await t.ctx.storage.put(key, Buffer.from('%PDF-1.4 preuve'), 'application/pdf');
    const signed = new URL(t.ctx.signer.signedUrl(key, 600), 'http://localhost');
    secrets.push(signed.searchParams.get('signature') ?? 'missing');
    expect((await again.get(`${signed.pathname}${signed.search}`)).statusCode).toBe(200);

    const log = lines.join('');
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) expect(log).not.toContain(secret);
    // The log did see these requests, their URLs scrubbed.
    expect(log).toContain(`/api/auth/verify-email?token=${REDACTED}`);
    expect(log).toContain(`/reinitialiser-mot-de-passe?token=${REDACTED}`);
    expect(log).toContain(`/media/${key}?expires=${REDACTED}&signature=${REDACTED}`);
  });
});
