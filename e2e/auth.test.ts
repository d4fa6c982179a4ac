import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@test/factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

async function fillSignUp(page: Page, fields: { name: string; email: string; password: string }) {
  await page.getByRole('tab', { name: 'Inscription' }).click();
  await page.getByLabel('Nom complet').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(fields.password);
  await page.getByRole('checkbox', { name: "J'ai 18 ans ou plus" }).click();
  await page.getByRole('checkbox', { name: /J'accepte les conditions/ }).click();
}

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const profileByEmail = (email: string) =>
  e2e.t.ctx.db.selectFrom('profiles').select(['id', 'referred_by']).where('email', '=', email).executeTakeFirst();

describe('sign-up, sign-in and sign-out', () => {
  it('moves between its two tabs with the arrow keys, the chosen one alone in the Tab order', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth');
    const signIn = page.getByRole('tab', { name: 'Connexion' });
    const signUp = page.getByRole('tab', { name: 'Inscription' });
    const focused = (tab: typeof signIn) => tab.evaluate((element) => element === document.activeElement);
    await signIn.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByLabel('Nom complet').waitFor();
    expect(await signUp.getAttribute('aria-selected')).toBe('true');
    expect(await focused(signUp)).toBe(true);
    expect([await signIn.getAttribute('tabindex'), await signUp.getAttribute('tabindex')]).toEqual(['-1', '0']);
    // The last tab's right is the first; Home and End go to the ends.
    await page.keyboard.press('ArrowRight');
    await page.getByLabel('Nom complet').waitFor({ state: 'detached' });
    expect(await focused(signIn)).toBe(true);
    await page.keyboard.press('End');
    await page.getByLabel('Nom complet').waitFor();
    await page.keyboard.press('Home');
    await page.getByLabel('Nom complet').waitFor({ state: 'detached' });
    expect(await signIn.getAttribute('aria-selected')).toBe('true');
  });

  it('signs up, signs in, lands home with the account menu, and signs out', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth');
    await fillSignUp(page, { name: 'Nadia Bamba', email: 'nadia@example.test', password: 'tresses-et-boucles' });
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await toast(page, 'Compte créé! Vous pouvez maintenant vous connecter.').waitFor();
    expect(await profileByEmail('nadia@example.test')).toBeDefined();

    await page.getByRole('tab', { name: 'Connexion' }).click();
    await signInWith(page, 'nadia@example.test', 'tresses-et-boucles');
    await toast(page, 'Connexion réussie!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    // Tapped before its code has come, the menu opens once it has.
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    for (const entry of ['Mon Profil', 'Mes Produits', 'Mes Commandes', 'Paramètres', 'Déconnexion']) {
      await expect(menu.getByRole('menuitem', { name: entry }).isVisible()).resolves.toBe(true);
    }
    expect(await menu.getByRole('menuitem', { name: 'Dashboard Admin' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await toast(page, 'Déconnecté avec succès').waitFor();
    const session = await page.evaluate(async () => (await fetch('/api/session')).json());
    expect(session.user).toBeNull();
  });

  it('applies the referral code of an invitation link', async () => {
    const referrer = await createUser(e2e.t);
    const page = await e2e.newPage();
    await page.goto(`/auth?ref=${referrer.referralCode.toLowerCase()}`);
    await page.getByText('Code de parrainage appliqué ✓').waitFor();
    await expect(page.getByLabel('Code de parrainage (optionnel)').inputValue()).resolves.toBe(referrer.referralCode);
    await page.getByLabel('Nom complet').fill('Ibrahim Sow');
    await page.getByLabel('Email').fill('ibrahim@example.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill('tresses-et-boucles');
    await page.getByRole('checkbox', { name: "J'ai 18 ans ou plus" }).click();
    await page.getByRole('checkbox', { name: /J'accepte les conditions/ }).click();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await toast(page, 'Compte créé!').waitFor();
    expect((await profileByEmail('ibrahim@example.test'))?.referred_by).toBe(referrer.id);
  });

  it('keeps old hash links working', async () => {
    const { referralCode } = await createUser(e2e.t);
    const page = await e2e.newPage();
    await page.goto(`/#/auth?ref=${referralCode}`);
    await page.waitForURL((url) => url.pathname === '/auth' && url.search === `?ref=${referralCode}`);
    await page.getByText('Code de parrainage appliqué ✓').waitFor();
  });

  it('says at once that the code of a link is unknown, and applies nothing', async () => {
    const page = await e2e.newPage({ width: 390, height: 844 });
    await page.goto('/auth?ref=BAD');
    const field = page.getByLabel('Code de parrainage (optionnel)');
    await page.getByText('Code de parrainage invalide').waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByText('Code de parrainage appliqué ✓').count()).resolves.toBe(0);
  });

  it('stops sign-up on an unknown referral code and creates nothing', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth');
    await fillSignUp(page, { name: 'Zoé Martin', email: 'zoe@example.test', password: 'tresses-et-boucles' });
    await page.getByLabel('Code de parrainage (optionnel)').fill('inconnu1');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await toast(page, 'Code de parrainage invalide').waitFor();
    expect(await profileByEmail('zoe@example.test')).toBeUndefined();
  });

  it('refuses an account being deleted and stays signed out', async () => {
    const user = await createUser(e2e.t, { markedForDeletion: true });
    const page = await e2e.newPage();
    await page.goto('/auth');
    await signInWith(page, user.email, user.password);
    await toast(page, 'Ce compte est en cours de suppression et ne peut plus être utilisé.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await expect(page.getByRole('link', { name: 'Se connecter' }).isVisible()).resolves.toBe(true);
  });
});

describe('guards and errors', () => {
  it('sends a visitor from a protected page to /auth', async () => {
    const page = await e2e.newPage();
    await page.goto('/orders');
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it('refuses the admin dashboard to a non-admin', async () => {
    const user = await createUser(e2e.t);
    const page = await e2e.newPage();
    await page.goto('/auth');
    await signInWith(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin');
    await toast(page, 'Accès non autorisé').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the English 404 page with a link home', async () => {
    const page = await e2e.newPage();
    await page.goto('/nulle-part');
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('accessibility', () => {
  it.each(['/', '/auth', '/terms'])('%s has no serious axe violation', async (path) => {
    const page = await e2e.newPage();
    await page.goto(path);
    await page.locator('main').waitFor();
    await expectNoSeriousAxeViolation(page);
  });
});
