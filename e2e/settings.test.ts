import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createUser } from '@test/factories';
import { totpCode } from '@test/totp';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

async function submitPassword(page: Page, user: TestUser) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function openSettings(user: TestUser) {
  const page = await e2e.newPage();
  await submitPassword(page, user);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Paramètres' }).waitFor();
  return page;
}

describe('settings', () => {
  it('saves a notification preference for good', async () => {
    const user = await createUser(e2e.t);
    const page = await openSettings(user);
    const emailSwitch = page.getByRole('switch', { name: 'Notifications par email' });
    await expect(emailSwitch.getAttribute('aria-checked')).resolves.toBe('true');
    await emailSwitch.click();
    await toast(page, 'Préférences enregistrées').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Paramètres' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="switch"][disabled]'));
    await expect(
      page.getByRole('switch', { name: 'Notifications par email' }).getAttribute('aria-checked'),
    ).resolves.toBe('false');
    await expect(page.getByRole('switch', { name: 'Suivi des commandes' }).getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
  });

  it('enrols an authenticator, then sign-in asks for its code', async () => {
    const user = await createUser(e2e.t);
    const page = await openSettings(user);
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mot de passe actuel').fill(user.password);
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
    await dialog.getByLabel('Code à 6 chiffres').fill(totpCode(secret));
    await dialog.getByRole('button', { name: 'Vérifier et activer' }).click();
    await toast(page, 'Double authentification activée').waitFor();
    await expect(dialog.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem').count()).resolves.toBe(
      10,
    );
    await dialog.getByRole('button', { name: "J'ai noté mes codes" }).click();
    await page.getByText('Vérifié').waitFor();

    const next = await e2e.newPage();
    await submitPassword(next, user);
    await next.getByLabel("Code de l'application d'authentification").fill(totpCode(secret));
    await next.getByRole('button', { name: 'Vérifier' }).click();
    await toast(next, 'Connexion réussie!').waitFor();
    await next.waitForURL((url) => url.pathname === '/');
    const session = await next.evaluate(async () => (await fetch('/api/session')).json());
    expect(session.user.id).toBe(user.id);
  });

  it('deletes the account once the password is given again: message, back to /auth, and sign-in refused', async () => {
    const user = await createUser(e2e.t);
    const page = await openSettings(user);
    await page.getByRole('heading', { name: 'Zone de danger' }).waitFor();
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await toast(page, 'Mot de passe incorrect').waitFor();
    await dialog.getByLabel('Mot de passe actuel').fill(user.password);
    await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await toast(page, 'Votre compte sera supprimé dans 2 semaines').waitFor();

    await submitPassword(page, user);
    await toast(page, 'Ce compte est en cours de suppression et ne peut plus être utilisé.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('has no serious axe violation', async () => {
    const page = await openSettings(await createUser(e2e.t));
    await page.getByText('Appareils connectés').waitFor();
    await page.getByRole('switch', { name: 'Messages' }).waitFor();
    await expectNoSeriousAxeViolation(page);
  });
});
