import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser } from '@test/factories';
import { TestClient } from '@test/http';
import { REFERRAL_CHECKS_PER_MINUTE } from './referrals.routes';

let t: TestApp;
let code: string;
beforeAll(async () => {
  t = await createTestApp();
  code = (await createUser(t, { fullName: 'Mariam Marraine' })).referralCode;
});
afterAll(async () => t.close());

describe('checking the code of a referral link', () => {
  it('answers valid for an existing code (in any case), invalid otherwise, and nothing more', async () => {
    const visitor = new TestClient(t.app, '10.1.0.1');
    const existing = await visitor.get(`/api/referral-codes/${code.toLowerCase()}`);
    expect(existing.statusCode).toBe(200);
    expect(existing.json()).toEqual({ valid: true });
    for (const unknown of ['ZZZZ9999', 'PAS-UN-CODE', 'TROPLONGCODE12']) {
      const answer = await visitor.get(`/api/referral-codes/${encodeURIComponent(unknown)}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ valid: false });
    }
    expect(existing.body).not.toContain('Mariam');
  });

  it('is limited per address, in French', async () => {
    const client = new TestClient(t.app, '10.1.0.2');
    for (let i = 0; i < REFERRAL_CHECKS_PER_MINUTE; i++) {
      expect((await client.get('/api/referral-codes/ZZZZ9999')).statusCode).toBe(200);
    }
    const limited = await client.get('/api/referral-codes/ZZZZ9999');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Trop de requêtes, réessayez dans un instant');
    // Another address still gets its answer.
    expect((await new TestClient(t.app, '10.1.0.3').get(`/api/referral-codes/${code}`)).json()).toEqual({
      valid: true,
    });
  });

  it('does not replace the check at sign-up: an unknown code still stops it', async () => {
    const visitor = new TestClient(t.app, '10.1.0.4');
    const answer = await visitor.post('/api/auth/sign-up/email', {
      name: 'Nouvelle Cliente',
      email: 'nouvelle.cliente@example.test',
      password: 'un-mot-de-passe-solide',
      referralCode: 'ZZZZ9999',
      confirmAdult: true,
      acceptTerms: true,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe('Code de parrainage invalide');
  });
});
