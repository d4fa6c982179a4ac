import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestEffectiveDay, parisMidnight } from '@shared/legal/terms-dates';
import { createAdmin, createUser, signIn } from '@test/factories';
import { insertFirstTermsVersion } from '@test/terms-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
  await insertFirstTermsVersion(e2e.t);
});
afterAll(async () => e2e?.close());

describe('terms versions', () => {
  it('after a new version comes into force, a user signing in reads what changed and accepts it', async () => {
    const user = await createUser(e2e.t);
    const admin = await signIn(e2e.t, await createAdmin(e2e.t));
    const effectiveOn = earliestEffectiveDay(e2e.t.clock.now());
    const published = await admin.post('/api/admin/terms', {
      effectiveOn,
      summary: 'Les litiges sont tranchés en 5 jours ouvrés.',
    });
    expect(published.statusCode).toBe(201);
    e2e.t.clock.set(new Date(parisMidnight(effectiveOn).getTime() + 60 * 60 * 1000));

    const page = await e2e.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('alertdialog', { name: "Nos conditions d'utilisation ont changé" });
    await dialog.waitFor();
    await dialog.getByText('Les litiges sont tranchés en 5 jours ouvrés.').waitFor();
    await expectNoSeriousAxeViolation(page, '[role="alertdialog"]');
    // Escape does not let anyone past it.
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(true);

    await dialog.getByRole('button', { name: "J'accepte les nouvelles conditions" }).click();
    await toast(page, 'Merci, vos conditions sont à jour.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const accepted = await e2e.t.ctx.db
      .selectFrom('terms_acceptances')
      .select(['version', 'accepted_at', 'source'])
      .where('user_id', '=', user.id)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    expect(accepted).toEqual({ version: 2, accepted_at: e2e.t.clock.now(), source: 'prompt' });

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/me/terms'));
    await page.reload();
    expect((await (await answered).json()).mustAccept).toBe(false);
    // The bell's own label: it comes with the terms check, once the page has settled.
    await page.getByRole('button', { name: /^Notifications, / }).waitFor();
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);

    await page.goto('/terms');
    await page.getByText(/^Version 2, en vigueur depuis le/).waitFor();
    await page.getByRole('list', { name: 'Historique des versions' }).getByText('Version 1').waitFor();
  });

  it("reaches 'Comment fonctionne Boucles' from the footer on a 320 px phone", async () => {
    const page = await e2e.newPage({ width: 320, height: 640 });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Liens légaux et support' })
      .getByRole('link', { name: 'Comment fonctionne Boucles' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Comment fonctionne Boucles' }).waitFor();
    expect(page.url()).toBe(`${e2e.baseUrl}/comment-fonctionne-boucles`);
    await page.getByText('commission de 5 %').waitFor();
    await page.getByText('Particulier : une personne qui vend ses propres affaires.', { exact: false }).waitFor();
    await page
      .getByText('sans donner de raison (article L221-18 du Code de la consommation)', { exact: false })
      .waitFor();
    await page.getByText('(article L221-28 5° du Code de la consommation)', { exact: false }).waitFor();
    await page.getByText("Vendeur professionnel : l'argent reste en séquestre", { exact: false }).waitFor();
    await page
      .getByText("Aucun médiateur de la consommation n'est encore désigné pour Boucles.", { exact: false })
      .waitFor();
    await expectNoSeriousAxeViolation(page);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
  });

  it('links the shop to how listings are ranked', async () => {
    const page = await e2e.newPage();
    await page.goto('/marketplace');
    await page.getByRole('link', { name: 'Comment les annonces sont classées' }).click();
    await page.getByRole('heading', { level: 2, name: 'Comment les annonces sont classées' }).waitFor();
    await page.getByText("C'est le seul critère de classement.", { exact: false }).waitFor();
    expect(new URL(page.url()).hash).toBe('#classement');
  });
});
