import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '@test/factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const CONFIRMATION =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe.';

describe("'Mot de passe oublié ?'", () => {
  it('mails a link whose screen sets a new password, then the user signs in with it', async () => {
    const user = await createUser(e2e.t);
    const page = await e2e.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('heading', { name: 'Mot de passe oublié' }).waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(user.email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await page.getByRole('status').filter({ hasText: CONFIRMATION }).waitFor();

    const mail = await vi.waitFor(() => {
      const found = e2e.t.mails.find((sent) => sent.to === user.email && sent.subject.includes('mot de passe'));
      if (!found) throw new Error('no reset e-mail yet');
      return found;
    });
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
    expect(new URL(link).pathname).toBe('/reinitialiser-mot-de-passe');

    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe').fill('nouvelles-tresses');
    await page.getByLabel('Confirmez le mot de passe').fill('autre-chose');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Les deux mots de passe ne sont pas identiques').waitFor();
    await expectNoSeriousAxeViolation(page);

    await page.getByLabel('Confirmez le mot de passe').fill('nouvelles-tresses');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await toast(page, 'Mot de passe modifié : connectez-vous avec le nouveau.').waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('nouvelles-tresses');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The link has served: opened again, it offers a new one.
    const again = await e2e.newPage();
    await again.goto(link);
    await again.getByLabel('Nouveau mot de passe').fill('encore-autre-chose');
    await again.getByLabel('Confirmez le mot de passe').fill('encore-autre-chose');
    await again.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await again.getByRole('alert').filter({ hasText: "Ce lien n'est plus valide" }).waitFor();
    await again.getByRole('link', { name: 'Recevoir un nouveau lien' }).click();
    await again.getByRole('heading', { name: 'Mot de passe oublié' }).waitFor();
  });
});
