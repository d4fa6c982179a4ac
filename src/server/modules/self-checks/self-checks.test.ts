import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestRunResult } from '@shared/self-checks/self-check.schemas';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createAdmin, createUser, signIn } from '@test/factories';
import type { TestClient } from '@test/http';
import { checkout, homeCheckout, orderParties, paidOrder } from '@test/order-factories';

let t: TestApp;
let admin: TestClient;
let adminEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  const account = await createAdmin(t);
  adminEmail = account.email;
  admin = await signIn(t, account);
});
afterAll(async () => t.close());

const CHECKS = [
  'Base de données joignable',
  'Migrations appliquées',
  'Stockage : écriture, lecture, URL signée, suppression',
  "Envoi d'e-mails",
  'Règles métier : commission et livraison',
  'Grand livre équilibré',
  'Aucune commande dans un état impossible',
];

async function run(): Promise<TestRunResult> {
  const response = await admin.post('/api/admin/self-checks');
  expect(response.statusCode).toBe(200);
  return response.json();
}

const resultOf = (run: TestRunResult, test: string) => run.results.find((result) => result.test === test);

async function orderNumberOf(orderId: string) {
  const row = await t.ctx.db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirst();
  return row?.order_number ?? '';
}

describe('self-checks (/test-runner)', () => {
  it('refuses a visitor and a signed-in user who is not an admin', async () => {
    expect((await clientFor(t).post('/api/admin/self-checks')).statusCode).toBe(401);
    const user = await signIn(t, await createUser(t));
    const refused = await user.post('/api/admin/self-checks');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Accès non autorisé');
  });

  it('passes every check on a healthy system with a paid order, and says what each verified', async () => {
    await paidOrder(t, await orderParties(t, { price_cents: 10_000 }));
    const result = await run();
    expect(result.results.map((check) => check.test)).toEqual(CHECKS);
    expect(result.results.filter((check) => check.status !== 'passed')).toEqual([]);
    expect(result).toMatchObject({ total: 7, passed: 7, failed: 0, skipped: 0, successRate: 100 });
    expect(Date.parse(result.timestamp)).not.toBeNaN();
    expect(resultOf(result, 'Migrations appliquées')?.message).toMatch(/^\d+ migrations sur \d+ appliquées$/);
    expect(resultOf(result, 'Stockage : écriture, lecture, URL signée, suppression')?.message).toContain(
      'refusé avec une signature falsifiée',
    );
    expect(resultOf(result, "Envoi d'e-mails")?.message).toBe(
      `E-mail de vérification envoyé à ${adminEmail} dans la boîte d'envoi locale`,
    );
    expect(t.mails.filter((mail) => mail.to === adminEmail).map((mail) => mail.subject)).toEqual([
      'Boucles : e-mail de vérification',
    ]);
  });

  it('fails the order check, naming the order, when a payment is marked paid with no money in the ledger', async () => {
    const p = await orderParties(t);
    const orderId = await paidOrder(t, p);
    const unpaid = await orderParties(t);
    const strayId = await checkout(unpaid.buyerClient, homeCheckout(unpaid.productId));
    await t.ctx.db
      .updateTable('payments')
      .set({ status: 'paid', proof_key: 'private/proofs/forged.png' })
      .where('order_id', '=', strayId)
      .execute();

    const result = await run();
    const check = resultOf(result, 'Aucune commande dans un état impossible');
    expect(check?.status).toBe('failed');
    expect(check?.message).toContain(await orderNumberOf(strayId));
    expect(check?.message).not.toContain(await orderNumberOf(orderId));
    expect(result).toMatchObject({ failed: 1, passed: 6, successRate: 85.7 });
    await t.ctx.db
      .updateTable('payments')
      .set({ status: 'pending', proof_key: null })
      .where('order_id', '=', strayId)
      .execute();
  });

  it('fails the order check on a delivery supplement validated with no money in the ledger', async () => {
    const p = await orderParties(t);
    const orderId = await paidOrder(t, p, { deliveryType: 'pickup' });
    const forged = await t.ctx.db
      .insertInto('order_supplements')
      .values({
        order_id: orderId,
        amount_cents: 1299,
        status: 'validated',
        address: '5 Avenue Cheikh Anta Diop, Dakar',
        proof_key: 'private/proofs/forged.png',
        due_at: t.clock.now(),
        validated_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const check = resultOf(await run(), 'Aucune commande dans un état impossible');
    expect(check?.status).toBe('failed');
    expect(check?.message).toContain(await orderNumberOf(orderId));
    await t.ctx.db.deleteFrom('order_supplements').where('id', '=', forged.id).execute();
    expect(resultOf(await run(), 'Aucune commande dans un état impossible')?.status).toBe('passed');
  });

  // The order and its one line together: the database refuses lines that do not add up.
  async function forgeCommission(orderId: string, commissionCents: number) {
    await t.ctx.db.transaction().execute(async (trx) => {
      const split = { commission_cents: commissionCents, seller_amount_cents: 10_000 - commissionCents };
      await trx.updateTable('orders').set(split).where('id', '=', orderId).execute();
      await trx.updateTable('order_items').set(split).where('order_id', '=', orderId).execute();
    });
  }

  it('fails the business-rule check on an order whose commission is not 5 %', async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    const orderId = await paidOrder(t, p);
    await forgeCommission(orderId, 600);
    const check = resultOf(await run(), 'Règles métier : commission et livraison');
    expect(check?.status).toBe('failed');
    expect(check?.message).toBe(`Commission différente de 5 % sur : ${await orderNumberOf(orderId)}`);
    await forgeCommission(orderId, 500);
  });

  it('fails the ledger check when a movement does not sum to zero', async () => {
    await t.ctx.db
      .insertInto('ledger_entries')
      .values({ movement_id: randomUUID(), kind: 'payout_to_seller', account: 'platform_cash', amount_cents: 1 })
      .execute();
    const check = resultOf(await run(), 'Grand livre équilibré');
    expect(check).toMatchObject({ status: 'failed', message: "Un mouvement du grand livre ne s'équilibre pas à zéro" });
  });

  it('reports a mail transport that does not answer with its error, and runs the other checks', async () => {
    vi.spyOn(t.ctx.mailer, 'send').mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:587'));
    const result = await run();
    expect(resultOf(result, "Envoi d'e-mails")).toMatchObject({
      status: 'failed',
      message: 'connect ECONNREFUSED 127.0.0.1:587',
    });
    expect(resultOf(result, 'Migrations appliquées')?.status).toBe('passed');
  });
});
