import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { type TestUser, createAdmin, createSeller, createUser, signIn } from '@test/factories';
import type { TestClient } from '@test/http';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import { expectLedgerBalanced, notificationsOf } from '@test/order-factories';
import { insertSale, insertSales, refundSale, validTaxDetails } from '@test/tax-factories';
import { professionalDetails } from '@test/seller-status-factories';
import { VALID_SIRET } from '@test/trust-factories';
import { dac7Texts } from '@shared/tax/dac7';
import { statementContent } from '@shared/tax/statement-lines';
import type { Dac7SellerList, TaxProfile, TaxStatement } from '@shared/tax/tax-details.schemas';
import { frenchVatKey } from '@shared/trust/seller-status.schemas';
import { releaseSellerShare } from '../ledger/order-ledger';
import { sendDac7Notices } from './dac7-notices-job';

let t: TestApp;
let admin: TestClient;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  // Mid-November 2026, Paris: the year's figures are still growing.
  t.clock.set(new Date('2026-11-20T10:00:00Z'));
  admin = await signIn(t, await createAdmin(t));
  buyer = await createUser(t, { fullName: 'Awa Acheteuse' });
});
afterAll(async () => t.close());

const IN_2026 = new Date('2026-06-15T10:00:00Z');

/** A seller with `count` sales of `eachCents` credited in June 2026. */
async function sellerWith(count: number, eachCents: number, fullName = 'Fatou Vendeuse') {
  const seller = await createSeller(t, { fullName });
  const productId = await insertProduct(t, seller.id);
  const orders = await insertSales(t, { sellerId: seller.id, buyerId: buyer.id, productId }, count, eachCents, IN_2026);
  return { seller, productId, orders, client: await signIn(t, seller) };
}

/** Every page of the year's list, as one list (decision 076). */
const listOf = async (year: number): Promise<Dac7SellerList> => {
  const url = `/api/admin/tax-reports/dac7/sellers?year=${year}`;
  const pages: Dac7SellerList[] = [];
  let cursor: string | null = null;
  do {
    const response = await admin.get(cursor ? `${url}&cursor=${cursor}` : url);
    expect(response.statusCode).toBe(200);
    const page: Dac7SellerList = response.json();
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  const sellers = pages.flatMap((page) => page.sellers);
  expect(sellers).toHaveLength(pages[0]!.total);
  return { ...pages[0]!, sellers, nextCursor: null };
};
const statusOf = (list: Dac7SellerList, sellerId: string) =>
  list.sellers.find((row) => row.sellerId === sellerId)?.statusLabel;
const profileOf = async (client: TestClient): Promise<TaxProfile> => (await client.get('/api/me/tax-profile')).json();

describe('who is reportable (Annex V: fewer than 30 sales and at most 2 000 € is excluded)', () => {
  it('counts 29 sales as below the thresholds and 30 as reportable', async () => {
    const under = await sellerWith(29, 1000);
    const at = await sellerWith(30, 1000);
    const list = await listOf(2026);
    expect(statusOf(list, under.seller.id)).toBe('sous les seuils');
    expect(statusOf(list, at.seller.id)).toBe('informations manquantes');
    expect(list.sellers.find((row) => row.sellerId === at.seller.id)).toMatchObject({
      sales: 30,
      considerationCents: 30_000,
    });
  });

  it('with fewer than 30 sales, keeps 1 999,99 € and exactly 2 000,00 € below the thresholds; 2 000,01 € is reportable', async () => {
    const cents = async (sales: number, totalCents: number) => {
      // 28 sales of 10 € and one making up the rest: 29 sales in all, under the count's threshold.
      const seller = await sellerWith(sales - 1, 1000);
      await insertSale(
        t,
        { sellerId: seller.seller.id, buyerId: buyer.id, productId: seller.productId },
        {
          considerationCents: totalCents - (sales - 1) * 1000,
          at: IN_2026,
        },
      );
      return seller.seller.id;
    };
    const below = await cents(29, 199_999);
    const exactly = await cents(29, 200_000);
    const above = await cents(29, 200_001);
    const list = await listOf(2026);
    const row = (id: string) => list.sellers.find((entry) => entry.sellerId === id);
    expect([row(below), row(exactly), row(above)].map((entry) => [entry?.sales, entry?.considerationCents])).toEqual([
      [29, 199_999],
      [29, 200_000],
      [29, 200_001],
    ]);
    expect(statusOf(list, below)).toBe('sous les seuils');
    expect(statusOf(list, exactly)).toBe('sous les seuils');
    expect(statusOf(list, above)).toBe('informations manquantes');
  });

  it("says 'à déclarer' once the reportable seller gave their details", async () => {
    const { seller, client } = await sellerWith(1, 250_000);
    expect((await client.put('/api/me/tax-details', validTaxDetails)).statusCode).toBe(200);
    expect(statusOf(await listOf(2026), seller.id)).toBe('à déclarer');
  });

  it('counts a refunded sale as no sale: 30 sales with one refunded is 29', async () => {
    const { seller, orders } = await sellerWith(30, 1000);
    await refundSale(t, orders[0]!, new Date('2026-07-01T10:00:00Z'));
    const row = (await listOf(2026)).sellers.find((entry) => entry.sellerId === seller.id);
    expect(row).toMatchObject({ sales: 29, considerationCents: 29_000, statusLabel: 'sous les seuils' });
    await expectLedgerBalanced(t);
  });

  it('splits the year by quarter in Paris time, and a sale of 31 December 23:30 UTC belongs to the next year', async () => {
    const seller = await createSeller(t);
    const productId = await insertProduct(t, seller.id);
    const parties = { sellerId: seller.id, buyerId: buyer.id, productId };
    await insertSale(t, parties, { considerationCents: 5000, at: new Date('2026-01-10T10:00:00Z') });
    // 1 April 00:30 in Paris: the second quarter.
    await insertSale(t, parties, { considerationCents: 7000, at: new Date('2026-03-31T22:30:00Z') });
    await insertSale(t, parties, { considerationCents: 9000, at: new Date('2026-12-31T23:30:00Z') });
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const profile = await profileOf(await signIn(t, seller));
    expect(profile.activity.quarters.map((quarter) => quarter.considerationCents)).toEqual([5000, 7000, 0, 0]);
    expect(profile.activity.quarters.map((quarter) => quarter.feesCents)).toEqual([250, 350, 0, 0]);
    const next = (await listOf(2027)).sellers.find((row) => row.sellerId === seller.id);
    expect(next).toMatchObject({ sales: 1, considerationCents: 9000 });
  });
});

describe('the details are asked for from 25 sales or 1 500 €', () => {
  it('asks at 25 sales, not at 24', async () => {
    const fewer = await sellerWith(24, 1000);
    const enough = await sellerWith(25, 1000);
    expect((await profileOf(fewer.client)).detailsRequested).toBe(false);
    expect(await profileOf(enough.client)).toMatchObject({
      detailsRequested: true,
      reportable: false,
      payoutsHeld: false,
    });
  });

  it('asks at 1 500,00 €, not at 1 499,99 €', async () => {
    expect((await profileOf((await sellerWith(1, 149_999)).client)).detailsRequested).toBe(false);
    expect((await profileOf((await sellerWith(1, 150_000)).client)).detailsRequested).toBe(true);
  });

  it('tells the seller once, by the daily job, and not a seller who already gave them', async () => {
    const asked = await sellerWith(25, 1000);
    const known = await sellerWith(25, 1000);
    await known.client.put('/api/me/tax-details', validTaxDetails);
    await sendDac7Notices(t.ctx.db, t.clock.now());
    await sendDac7Notices(t.ctx.db, t.clock.now());
    const told = (await notificationsOf(t, asked.seller.id)).filter((n) => n.title === dac7Texts.requestTitle);
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain('30 ventes');
    expect((await notificationsOf(t, known.seller.id)).filter((n) => n.title === dac7Texts.requestTitle)).toEqual([]);
  });

  it('refuses a bad form in French and stores nothing', async () => {
    const { seller, client } = await sellerWith(25, 1000);
    const response = await client.put('/api/me/tax-details', { ...validTaxDetails, birthDate: '2020-02-30', tin: '!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/date de naissance|numéro fiscal/);
    const stored = await t.ctx.db
      .selectFrom('seller_tax_details')
      .select('user_id')
      .where('user_id', '=', seller.id)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('payouts wait for the details once the seller is reportable', () => {
  it('holds the payout with a French reason, and releases it when the details are given', async () => {
    const { seller, orders, client } = await sellerWith(30, 1000);
    for (const order of orders.slice(0, 3)) await releaseSellerShare(t.ctx.db, order, IN_2026);
    const payout = { sellerId: seller.id, amountCents: 1000, method: 'paypal', reference: 'PP-DAC7' };

    const listed = async () =>
      (await admin.get('/api/admin/payouts'))
        .json()
        .sellers.find((row: { sellerId: string }) => row.sellerId === seller.id);
    expect(await listed()).toMatchObject({ owedCents: 3000, taxDetailsMissing: true });
    const held = await admin.post('/api/admin/payouts', payout);
    expect(held.statusCode).toBe(409);
    expect(held.json().error).toMatchObject({ code: 'TAX_DETAILS_MISSING', message: dac7Texts.heldForAdmin });
    expect(await profileOf(client)).toMatchObject({ reportable: true, payoutsHeld: true, detailsRequested: true });
    expect(await t.ctx.db.selectFrom('payouts').select('id').where('seller_id', '=', seller.id).execute()).toEqual([]);

    expect((await client.put('/api/me/tax-details', validTaxDetails)).statusCode).toBe(200);
    expect((await profileOf(client)).payoutsHeld).toBe(false);
    expect((await listed()).taxDetailsMissing).toBe(false);
    expect((await notificationsOf(t, seller.id)).map((n) => n.title)).toContain('Versements repris');
    expect((await admin.post('/api/admin/payouts', payout)).statusCode).toBe(201);
    await expectLedgerBalanced(t);
  });

  it('does not hold a seller below the thresholds', async () => {
    const { seller, orders } = await sellerWith(29, 1000);
    await releaseSellerShare(t.ctx.db, orders[0]!, IN_2026);
    const response = await admin.post('/api/admin/payouts', {
      sellerId: seller.id,
      amountCents: 1000,
      method: 'paypal',
      reference: 'PP-29',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('the yearly statement, in January', () => {
  it('is told once to each reportable seller, as a page and a PDF; not to the others', async () => {
    const reportable = await sellerWith(30, 1000, 'Łucja Nguyễn');
    await reportable.client.put('/api/me/tax-details', { ...validTaxDetails, firstName: 'Łucja', lastName: 'Nguyễn' });
    const small = await sellerWith(2, 1000);
    t.clock.set(new Date('2027-01-05T09:00:00Z'));
    try {
      await sendDac7Notices(t.ctx.db, t.clock.now());
      await sendDac7Notices(t.ctx.db, t.clock.now());
      const told = (await notificationsOf(t, reportable.seller.id)).filter(
        (n) => n.title === dac7Texts.statementTitle(2026),
      );
      expect(told).toHaveLength(1);
      expect((await notificationsOf(t, small.seller.id)).some((n) => n.title === dac7Texts.statementTitle(2026))).toBe(
        false,
      );

      const page = await reportable.client.get('/api/me/tax-statement?year=2026');
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({
        year: 2026,
        seller: { name: 'Łucja Nguyễn', isProfessional: false },
        activity: { sales: 30, considerationCents: 30_000, feesCents: 1500 },
      });
      expect((await profileOf(reportable.client)).statementYears).toContain(2026);
      const pdf = await reportable.client.get('/api/me/tax-statement.pdf?year=2026');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const none = await small.client.get('/api/me/tax-statement?year=2026');
      expect(none.statusCode).toBe(404);
      expect(none.json().error.message).toBe(dac7Texts.noStatement);
      expect((await reportable.client.get('/api/me/tax-statement?year=2027')).statusCode).toBe(404);
    } finally {
      t.clock.set(new Date('2026-11-20T10:00:00Z'));
    }
  });
});

describe('a professional is reported as its company (decision 060 legal details)', () => {
  const { firstName: _first, lastName: _last, birthDate: _birth, ...companyTaxDetails } = validTaxDetails;

  it('asks a private seller for names and a birth date, in French; a professional for neither', async () => {
    const person = await sellerWith(30, 1000);
    const refused = await person.client.put('/api/me/tax-details', companyTaxDetails);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Veuillez indiquer votre prénom (100 caractères au plus)');
    expect(statusOf(await listOf(2026), person.seller.id)).toBe('informations manquantes');

    const shop = await sellerWith(30, 1000, 'Mariam Koné');
    expect((await shop.client.put('/api/me/seller-status', professionalDetails)).statusCode).toBe(200);
    const saved = await shop.client.put('/api/me/tax-details', { ...validTaxDetails, tin: '732829320' });
    expect(saved.statusCode).toBe(200);
    // A company has no birth date: what a private seller's form asks is not kept for it.
    expect(saved.json()).toMatchObject({ firstName: null, lastName: null, birthDate: null, tin: '732829320' });
    expect(await profileOf(shop.client)).toMatchObject({
      isProfessional: true,
      company: { name: 'Boucles & Co SAS', siret: VALID_SIRET, vatNumber: null },
      payoutsHeld: false,
    });
    expect(statusOf(await listOf(2026), shop.seller.id)).toBe('à déclarer');
  });

  it('counts the details missing while a professional has no legal details, or a seller back to private has no names', async () => {
    const { seller, client } = await sellerWith(30, 1000);
    expect((await client.put('/api/me/seller-status', professionalDetails)).statusCode).toBe(200);
    expect((await client.put('/api/me/tax-details', companyTaxDetails)).statusCode).toBe(200);
    expect(statusOf(await listOf(2026), seller.id)).toBe('à déclarer');

    await t.ctx.db.deleteFrom('seller_legal_details').where('user_id', '=', seller.id).execute();
    expect(statusOf(await listOf(2026), seller.id)).toBe('informations manquantes');
    expect(await profileOf(client)).toMatchObject({ isProfessional: true, company: null, payoutsHeld: true });

    expect((await client.put('/api/me/seller-status', { status: 'private' })).statusCode).toBe(200);
    expect(statusOf(await listOf(2026), seller.id)).toBe('informations manquantes');
    expect((await profileOf(client)).payoutsHeld).toBe(true);
    expect((await client.put('/api/me/tax-details', validTaxDetails)).statusCode).toBe(200);
    expect(statusOf(await listOf(2026), seller.id)).toBe('à déclarer');
  });

  it('names the company, its SIRET and VAT number on the yearly statement, without a birth date', async () => {
    const shop = await sellerWith(30, 1000, 'Mariam Koné');
    const vatNumber = `FR${frenchVatKey('732829320')}732829320`;
    expect((await shop.client.put('/api/me/seller-status', { ...professionalDetails, vatNumber })).statusCode).toBe(
      200,
    );
    expect((await shop.client.put('/api/me/tax-details', companyTaxDetails)).statusCode).toBe(200);
    t.clock.set(new Date('2027-01-05T09:00:00Z'));
    try {
      const statement: TaxStatement = (await shop.client.get('/api/me/tax-statement?year=2026')).json();
      expect(statement.seller).toMatchObject({
        name: 'Boucles & Co SAS',
        isProfessional: true,
        company: { name: 'Boucles & Co SAS', siret: VALID_SIRET, vatNumber },
      });
      const lines = statementContent(statement).sections.flatMap((section) => section.lines.map((line) => line.label));
      expect(lines).toEqual(expect.arrayContaining(['SIRET', 'Numéro de TVA', 'Numéro fiscal']));
      expect(lines).not.toContain('Date de naissance');
      expect((await shop.client.get('/api/me/tax-statement.pdf?year=2026')).statusCode).toBe(200);
    } finally {
      t.clock.set(new Date('2026-11-20T10:00:00Z'));
    }
  });
});

describe('who may read the report', () => {
  it('refuses sellers and visitors, and a bad year in French', async () => {
    const { client } = await sellerWith(1, 1000);
    for (const url of ['/api/admin/tax-reports/dac7?year=2026', '/api/admin/tax-reports/dac7/sellers?year=2026']) {
      expect((await client.get(url)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const bad = await admin.get('/api/admin/tax-reports/dac7/sellers?year=deux-mille');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(dac7Texts.badYear);
  });
});

describe("the admin's list, paged (decision 076)", () => {
  const dac7Page = (body: unknown) => {
    const page = body as Dac7SellerList;
    return { items: page.sellers.map((row) => ({ id: row.sellerId })), nextCursor: page.nextCursor };
  };

  it('pages the sellers to chase first, then the largest, with the counts of the whole year', async () => {
    // 2025 holds only these: two below the thresholds, one reportable without details.
    const IN_2025 = new Date('2025-05-10T10:00:00Z');
    const made = [];
    for (const [count, each] of [
      [2, 1000],
      [30, 1000],
      [3, 1000],
    ] as const) {
      const seller = await createSeller(t, { fullName: 'Khady Vendeuse' });
      const productId = await insertProduct(t, seller.id);
      await insertSales(t, { sellerId: seller.id, buyerId: buyer.id, productId }, count, each, IN_2025);
      made.push(seller.id);
    }
    const url = '/api/admin/tax-reports/dac7/sellers?year=2025';
    const ids = await readAllPages(admin, url, { limit: 1, pageOf: dac7Page });
    expect(ids).toEqual([made[1], made[2], made[0]]);
    const first: Dac7SellerList = (await admin.get(`${url}&limit=2`)).json();
    expect([first.sellers.length, first.total, first.detailsMissing]).toEqual([2, 3, 1]);
    await expectPagingRefusals(admin, url);
    const wrongKey = Buffer.from(`x:1:${made[0]}`).toString('base64url');
    expect((await admin.get(`${url}&cursor=${wrongKey}`)).statusCode).toBe(400);
    const seller = await signIn(t, await createSeller(t));
    expect((await seller.get(`${url}&limit=1`)).statusCode).toBe(403);
  });
});
