import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '@test/factories';
import { orderParties, paidOrder } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

describe('/test-runner', () => {
  it('runs the live checks for an admin and shows the totals and each result', async () => {
    await paidOrder(e2e.t, await orderParties(e2e.t));
    const page = await signedInPage(e2e, await createAdmin(e2e.t));
    await page.goto('/test-runner');
    await page.getByText("Aucun test exécuté pour l'instant.").waitFor();
    await page.getByRole('button', { name: 'Lancer les tests' }).click();

    const report = page.getByRole('region', { name: /^Résultats du / });
    const details = report.getByRole('listitem');
    await expect.poll(() => details.count()).toBe(7);
    expect(await details.filter({ hasText: 'Réussi' }).count()).toBe(7);
    await details.filter({ hasText: 'Grand livre équilibré' }).getByText('chacun de somme nulle').waitFor();
    const rate = report.getByText('Taux de réussite').locator('..');
    expect(await rate.textContent()).toContain('100 %');
    await expectNoSeriousAxeViolation(page);
  });

  it("shows the server's refusal in a toast when the admin lost the role meanwhile", async () => {
    const admin = await createAdmin(e2e.t);
    const page = await signedInPage(e2e, admin);
    await page.goto('/test-runner');
    await page.getByRole('button', { name: 'Lancer les tests' }).waitFor();
    await e2e.t.ctx.db.deleteFrom('user_roles').where('user_id', '=', admin.id).where('role', '=', 'admin').execute();
    await page.getByRole('button', { name: 'Lancer les tests' }).click();
    await toast(page, 'Accès non autorisé').waitFor();
    expect(await page.getByRole('region', { name: /^Résultats du / }).count()).toBe(0);
  });

  it('sends a signed-in user who is not an admin home', async () => {
    const page = await signedInPage(e2e, await createUser(e2e.t));
    await page.goto('/test-runner');
    await toast(page, 'Accès non autorisé').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
