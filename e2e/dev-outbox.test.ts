import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@test/factories';
import { type E2e, startE2e } from './browser';
import { signedInPage } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

describe('the e-mail banner in development without SMTP', () => {
  it('says the message is in the outbox and links to the newest one', async () => {
    const page = await signedInPage(e2e, await createUser(e2e.t, { emailVerified: false }));
    await page.goto('/marketplace');
    const banner = page.getByRole('region', { name: 'Adresse e-mail à confirmer' });
    await banner.getByText(/le message est dans la boîte d’envoi \(DATA_DIR\/outbox\)/).waitFor();
    const link = banner.getByRole('link', { name: 'Ouvrir le dernier message' });
    expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual([
      '/api/me/outbox/latest',
      '_blank',
    ]);
  });
});
