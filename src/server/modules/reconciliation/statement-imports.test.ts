import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReference } from '@shared/orders/payment-reference';
import { type TestApp, createTestApp } from '@test/app';
import { storedPrivateFiles } from '@test/files';
import type { TestClient } from '@test/http';
import { checkout, homeCheckout, orderParties, paymentIdOf, pngProof, uploadProof } from '@test/order-factories';
import { importStatementFile } from '@test/statement-factories';
import { runExclusively } from '@server/platform/jobs';
import { purgePrivateUploadsJob } from '../media/purge-private-uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const IMPORTS = '/api/admin/reconciliation/imports';

/** Crédit Agricole's account export (decision 047), in Windows-1252 as the bank writes it. */
function creditAgricole(credits: { label: string; amountCents: number }[]): Buffer {
  const rows = credits.map(
    (c) =>
      `30/11/2026;"VIREMENT EN VOTRE FAVEUR\r\n${c.label}\r\n";;${(c.amountCents / 100).toFixed(2).replace('.', ',')};`,
  );
  const text = [
    'Téléchargement du 30/11/2026;',
    '',
    'BOUCLES SAS',
    'Compte Courant n° 12345678901;',
    'Liste des opérations du compte entre le 01/11/2026 et le 30/11/2026;',
    '',
    'Date;Libellé;Débit euros;Crédit euros;',
    ...rows,
    '30/11/2026;"PRELEVEMENT EDF";42,10;;',
  ].join('\r\n');
  return Buffer.from(text, 'latin1');
}

/** The upload, then the matching job's pass; answers the upload's response. */
async function upload(client: TestClient, data: Buffer, name: string, type = 'text/csv') {
  return (await importStatementFile(t, client, data, name, type)).response;
}

async function openOrder(p: Awaited<ReturnType<typeof orderParties>>) {
  const id = await checkout(p.buyerClient, homeCheckout(p.productId));
  const order = await t.ctx.db
    .selectFrom('orders')
    .select(['order_number', 'total_amount_cents'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, number: order.order_number, total: order.total_amount_cents };
}

async function validateByHand(p: Awaited<ReturnType<typeof orderParties>>, orderId: string) {
  await uploadProof(p.buyerClient, orderId, await pngProof());
  const approved = await p.adminClient.post(`/api/admin/payments/${await paymentIdOf(t, orderId)}/approve`);
  expect(approved.statusCode).toBe(200);
}

describe('the imports history', () => {
  it('records each import with its file, kept ten years, and the share matched this month in Paris without an admin', async () => {
    // 23:30 in Paris on 30 November: still November there.
    t.clock.set(new Date('2026-11-30T22:30:00Z'));
    const p = await orderParties(t, { price_cents: 3000, stock_quantity: 10 });
    const byHand = await openOrder(p);
    const byStatement = await openOrder(p);
    const linkedByHand = await openOrder(p);
    await validateByHand(p, byHand.id);
    const statement = creditAgricole([
      { label: `M AWA ACHETEUSE ${paymentReference(byStatement.number)}`, amountCents: byStatement.total },
      { label: 'CADEAU TANTINE', amountCents: linkedByHand.total },
    ]);

    const first = await upload(p.adminClient, statement, 'CA20261130.csv');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ linesRead: 2, linesNew: 2, alreadyImported: 0 });
    t.clock.advance(60_000);
    const again = await upload(p.adminClient, statement, 'CA20261130-bis.csv');
    expect(again.json()).toMatchObject({ linesRead: 2, linesNew: 0, alreadyImported: 2 });
    // The transfer that named no order is linked by hand: an admin's work, not an automatic match.
    const { items } = (await p.adminClient.get('/api/admin/reconciliation/exceptions')).json();
    const gift = items.find((line: { remittance: string }) => line.remittance.includes('CADEAU TANTINE'));
    const linked = await p.adminClient.post(`/api/admin/reconciliation/lines/${gift.id}/link`, {
      orderNumber: linkedByHand.number,
    });
    expect(linked.statusCode).toBe(200);

    const history = (await p.adminClient.get(IMPORTS)).json();
    expect(history.monthlyShare).toEqual({ validated: 3, reconciled: 1, percent: 33 });
    expect(history.hasMore).toBe(false);
    expect(history.imports.map((i: { filename: string }) => i.filename)).toEqual([
      'CA20261130-bis.csv',
      'CA20261130.csv',
    ]);
    expect(history.imports[1]).toMatchObject({
      admin: { id: p.admin.id },
      format: 'csv_credit_agricole',
      linesRead: 2,
      validated: 1,
      toExamine: 1,
      duplicatesSkipped: 0,
      linesToMatch: 2,
      linesMatched: 2,
      retainUntil: '2036-11-30',
      hasFile: true,
    });
    expect(history.imports[1].finishedAt).not.toBeNull();
    expect(history.imports[0]).toMatchObject({ validated: 0, toExamine: 0, duplicatesSkipped: 2, linesToMatch: 0 });
    expect(history.imports[0].finishedAt).not.toBeNull();
    expect(history.imports[0].admin.name).not.toBe('');

    // An hour later in Paris it is December: nothing validated yet this month.
    t.clock.set(new Date('2026-11-30T23:30:00Z'));
    expect((await p.adminClient.get(IMPORTS)).json().monthlyShare).toEqual({
      validated: 0,
      reconciled: 0,
      percent: null,
    });
  });

  it('gives the admin alone a signed link to the file as sent, which the purge of orphans keeps', async () => {
    const p = await orderParties(t);
    const statement = creditAgricole([{ label: 'INCONNU', amountCents: 700 }]);
    await upload(p.adminClient, statement, 'releve.csv');
    const [latest] = (await p.adminClient.get(IMPORTS)).json().imports;

    expect((await p.buyerClient.get(`${IMPORTS}/${latest.id}/file`)).statusCode).toBe(403);
    expect((await p.sellerClient.get(`${IMPORTS}/${latest.id}/file`)).statusCode).toBe(403);
    const link = await p.adminClient.get(`${IMPORTS}/${latest.id}/file`);
    expect(link.statusCode).toBe(200);
    const { url } = link.json();
    expect(url).toMatch(/^\/media\/private\/statements\/.+\.csv\?expires=\d+&signature=/);
    const download = async () => p.buyerClient.get(url);
    const file = await download();
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(statement)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect((await p.buyerClient.get(url.replace(/signature=[^&]+/, 'signature=faux'))).statusCode).toBe(403);

    t.clock.advance(2 * 60 * 60 * 1000);
    await runExclusively(t.ctx.db, purgePrivateUploadsJob(t.ctx));
    expect((await download()).statusCode).toBe(403);
    const fresh = (await p.adminClient.get(`${IMPORTS}/${latest.id}/file`)).json().url;
    expect((await p.buyerClient.get(fresh)).rawPayload.equals(statement)).toBe(true);
  });

  it('keeps nothing of a refused file, and says so in French for an import without a file', async () => {
    const p = await orderParties(t);
    const filesBefore = await storedPrivateFiles(t, 'statements');
    const countBefore = (await p.adminClient.get(IMPORTS)).json().imports.length;
    const xxe = Buffer.from('<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>');
    expect((await upload(p.adminClient, xxe, 'releve.xml', 'application/xml')).statusCode).toBe(400);
    expect((await upload(p.adminClient, Buffer.from('a;b\n1;2'), 'releve.csv')).statusCode).toBe(400);
    expect(await storedPrivateFiles(t, 'statements')).toEqual(filesBefore);
    expect((await p.adminClient.get(IMPORTS)).json().imports).toHaveLength(countBefore);

    const old = await t.ctx.db
      .insertInto('bank_statements')
      .values({
        uploaded_by: p.admin.id,
        filename: 'avant-0025.xml',
        format: 'camt',
        lines_read: 0,
        lines_new: 0,
        validated: 0,
        to_examine: 0,
        created_at: t.clock.now(),
        finished_at: t.clock.now(),
        file_key: null,
        retain_until: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const missing = await p.adminClient.get(`${IMPORTS}/${old.id}/file`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("Le fichier de cet import n'a pas été conservé");
    expect((await p.adminClient.get(`${IMPORTS}/00000000-0000-4000-8000-000000000000/file`)).statusCode).toBe(404);
  });

  it('pages the history 20 at a time, newest first', async () => {
    const p = await orderParties(t);
    for (let index = 0; index < 21; index += 1) {
      t.clock.advance(1000);
      await upload(
        p.adminClient,
        creditAgricole([{ label: `DON ${index}`, amountCents: 100 + index }]),
        `r${index}.csv`,
      );
    }
    const first = (await p.adminClient.get(`${IMPORTS}?page=1`)).json();
    expect(first.imports).toHaveLength(20);
    expect(first.imports[0].filename).toBe('r20.csv');
    expect(first.hasMore).toBe(true);
    const second = (await p.adminClient.get(`${IMPORTS}?page=2`)).json();
    expect(second.imports.map((i: { filename: string }) => i.filename)).toContain('r0.csv');
    expect((await p.adminClient.get(`${IMPORTS}?page=0`)).statusCode).toBe(400);
  });
});
