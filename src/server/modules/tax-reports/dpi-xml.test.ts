import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createSeller, createUser, signIn } from '@test/factories';
import type { TestClient } from '@test/http';
import { insertSale, insertSales, validTaxDetails } from '@test/tax-factories';
import { professionalDetails } from '@test/seller-status-factories';
import { VALID_SIRET } from '@test/trust-factories';
import { listDac7Sellers } from './dac7-sellers';
import { dpiXmlChunks } from './dpi-xml';

const operator = {
  DAC7_OPERATOR_NAME: 'Boucles SAS',
  DAC7_OPERATOR_TIN: '912345678',
  DAC7_OPERATOR_ADDRESS: '10 rue des Boucles, 75011 Paris',
};
const schemaDir = path.resolve('test/fixtures/dac7');

let t: TestApp;
let admin: TestClient;
let xml: string;
let ids: { private: string; professional: string; missing: string; small: string };

/** 2026, known: a private seller, a professional, one reportable without details, one small. */
beforeAll(async () => {
  t = await createTestApp({ env: operator });
  admin = await signIn(t, await createAdmin(t));
  const buyer = await createUser(t);
  const seller = async (fullName: string) => {
    const user = await createSeller(t, { fullName });
    return { user, parties: { sellerId: user.id, buyerId: buyer.id, productId: await insertProduct(t, user.id) } };
  };
  const awa = await seller('Awa Diallo');
  // Q1: 10 sales of 25 €; Q3: 20 sales of 30 € (fees 5 % of each).
  await insertSales(t, awa.parties, 10, 2500, new Date('2026-02-10T10:00:00Z'));
  await insertSales(t, awa.parties, 20, 3000, new Date('2026-08-10T10:00:00Z'));
  await t.ctx.db
    .updateTable('profiles')
    .set({ payment_method: 'iban', iban_holder_name: 'Awa Diallo', iban_number: 'FR7630006000011234567890189' })
    .where('id', '=', awa.user.id)
    .execute();
  await (
    await signIn(t, awa.user)
  ).put('/api/me/tax-details', { ...validTaxDetails, firstName: 'Awa', lastName: 'Diallo' });

  // A professional (decision 060): reported under its legal details, and gives no names nor birth date.
  const shop = await seller('Mariam Koné');
  await insertSale(t, shop.parties, { considerationCents: 250_050, at: new Date('2026-11-03T10:00:00Z') });
  const shopClient = await signIn(t, shop.user);
  const status = await shopClient.put('/api/me/seller-status', {
    ...professionalDetails,
    vatNumber: 'FR 44 732829320',
  });
  expect(status.statusCode).toBe(200);
  const { firstName: _first, lastName: _last, birthDate: _birth, ...companyTaxDetails } = validTaxDetails;
  const given = await shopClient.put('/api/me/tax-details', { ...companyTaxDetails, tin: '732829320' });
  expect(given.statusCode).toBe(200);
  expect(given.json()).toMatchObject({ firstName: null, lastName: null, birthDate: null, tin: '732829320' });

  const missing = await seller('Sans Papiers');
  await insertSale(t, missing.parties, { considerationCents: 300_000, at: new Date('2026-05-10T10:00:00Z') });
  const small = await seller('Petite Vendeuse');
  await insertSale(t, small.parties, { considerationCents: 4000, at: new Date('2026-05-10T10:00:00Z') });
  ids = { private: awa.user.id, professional: shop.user.id, missing: missing.user.id, small: small.user.id };

  t.clock.set(new Date('2027-01-15T10:00:00Z'));
  const response = await admin.get('/api/admin/tax-reports/dac7?year=2026');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['content-disposition']).toBe('attachment; filename="dac7-2026.xml"');
  xml = response.body;
});
afterAll(async () => t.close());

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => name === 'ReportableSeller',
});
async function validate(document: string) {
  const files = ['DPIXML_v1.0.xsd', 'oecddpitypes_v1.0.xsd', 'isodpitypes_v1.0.xsd'];
  const [main, ...imported] = await Promise.all(
    files.map(async (fileName) => ({ fileName, contents: await readFile(path.join(schemaDir, fileName), 'utf8') })),
  );
  if (!main) throw new Error('schema missing');
  return validateXML({ xml: [{ fileName: 'dac7-2026.xml', contents: document }], schema: [main], preload: imported });
}

type Tree = Record<string, unknown>;
const at = (tree: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
const amounts = (node: unknown, prefix: string) =>
  [1, 2, 3, 4].map((q) => at(node, `${prefix}${q}`, '#text') ?? at(node, `${prefix}${q}`));

describe('the DPI XML report of 2026', () => {
  it('is valid against the DPI XML schema, which does refuse a report missing a quarter or a country', async () => {
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect((await validate(xml.replace(/<dpi:NumbQ4>\d+<\/dpi:NumbQ4>/, ''))).valid).toBe(false);
    expect((await validate(xml.replace(/<dpi:ReceivingCountry>FR<\/dpi:ReceivingCountry>/, ''))).valid).toBe(false);
  });

  it('names the operator from the configuration and the reporting period', () => {
    const root = at(parser.parse(xml), 'DPI_OECD');
    expect(at(root, 'MessageSpec')).toMatchObject({
      SendingEntityIN: '912345678',
      TransmittingCountry: 'FR',
      ReceivingCountry: 'FR',
      MessageType: 'DPI',
      MessageTypeIndic: 'DPI401',
      ReportingPeriod: '2026-12-31',
      Timestamp: '2027-01-15T10:00:00.000Z',
    });
    const platform = at(root, 'DPIBody', 'PlatformOperator');
    expect(at(platform, 'Name')).toBe('Boucles SAS');
    expect(at(platform, 'TIN')).toEqual({ '#text': '912345678', '@issuedBy': 'FR' });
    expect(at(platform, 'Address', 'AddressFree')).toBe('10 rue des Boucles, 75011 Paris');
  });

  it('reports the two sellers with details, by quarter, in whole euros; not the seller without details nor the small one', () => {
    const sellers = at(parser.parse(xml), 'DPI_OECD', 'DPIBody', 'ReportableSeller') as Tree[];
    expect(sellers).toHaveLength(2);
    const docRefs = sellers.map((seller) => String(at(seller, 'DocSpec', 'DocRefId')));
    expect(docRefs.some((ref) => ref.endsWith(ids.missing) || ref.endsWith(ids.small))).toBe(false);

    const person = sellers.find((seller) => String(at(seller, 'DocSpec', 'DocRefId')).endsWith(ids.private));
    const individual = at(person, 'Identity', 'IndividualSeller', 'Standard');
    expect(at(individual, 'IndSellerID', 'Name')).toEqual({ FirstName: 'Awa', LastName: 'Diallo' });
    expect(at(individual, 'IndSellerID', 'TIN')).toEqual({ '#text': '1234567890123', '@issuedBy': 'FR' });
    expect(at(individual, 'IndSellerID', 'BirthInfo', 'BirthDate')).toBe('1990-04-12');
    expect(at(individual, 'IndSellerID', 'Address', 'AddressFix')).toEqual({
      Street: '5 rue des Tresses',
      PostCode: '75018',
      City: 'Paris',
    });
    expect(at(individual, 'FinancialIdentifier', 'Identifier')).toEqual({
      '#text': 'FR7630006000011234567890189',
      '@AccountNumberType': 'IBAN',
    });
    const goods = at(person, 'RelevantActivities', 'SaleOfGoods');
    expect(amounts(at(goods, 'NumberOfActivities'), 'NumbQ')).toEqual(['10', '0', '20', '0']);
    // 10 × 25 € and 20 × 30 €; our commission 10 × 1,25 € and 20 × 1,50 €.
    expect(amounts(at(goods, 'Consideration'), 'ConsQ')).toEqual(['250', '0', '600', '0']);
    expect(amounts(at(goods, 'Fees'), 'FeesQ')).toEqual(['13', '0', '30', '0']);
    expect(amounts(at(goods, 'Taxes'), 'TaxQ')).toEqual(['0', '0', '0', '0']);

    const company = sellers.find((seller) => String(at(seller, 'DocSpec', 'DocRefId')).endsWith(ids.professional));
    expect(at(company, 'Identity', 'IndividualSeller')).toBeUndefined();
    const entity = at(company, 'Identity', 'EntitySeller', 'Standard', 'EntSellerID');
    // The company's name, SIRET and VAT number from its legal details, not the member's name.
    expect(at(entity, 'Name')).toBe('Boucles & Co SAS');
    expect(at(entity, 'TIN')).toEqual({ '#text': '732829320', '@issuedBy': 'FR' });
    expect(at(entity, 'IN')).toEqual({ '#text': VALID_SIRET, '@issuedBy': 'FR', '@INType': 'BRN' });
    expect(at(entity, 'VAT')).toBe('FR44732829320');
    expect(at(entity, 'BirthInfo')).toBeUndefined();
    // 2 500,50 € rounds to 2 501 €.
    expect(amounts(at(company, 'RelevantActivities', 'SaleOfGoods', 'Consideration'), 'ConsQ')).toEqual([
      '0',
      '0',
      '0',
      '2501',
    ]);
  });

  it('agrees with the admin’s list of sellers', async () => {
    const list = (await admin.get('/api/admin/tax-reports/dac7/sellers?year=2026')).json();
    const status = (id: string) => list.sellers.find((row: { sellerId: string }) => row.sellerId === id)?.statusLabel;
    expect([status(ids.missing), status(ids.private), status(ids.professional), status(ids.small)]).toEqual([
      'informations manquantes',
      'à déclarer',
      'à déclarer',
      'sous les seuils',
    ]);
  });

  it('is logged in the admin activity', async () => {
    const logged = await t.ctx.db
      .selectFrom('admin_logs')
      .select(['action', 'target_id'])
      .where('action', '=', 'export_tax_report')
      .execute();
    expect(logged).toEqual([{ action: 'export_tax_report', target_id: 'dac7-2026' }]);
  });

  it('is written a seller at a time: the head, each reported seller as its own piece, the closing tags (decision 078)', async () => {
    const operatorConfig = t.ctx.config.dac7Operator;
    if (!operatorConfig) throw new Error('operator missing');
    const sellers = await listDac7Sellers(t.ctx.db, 2026);
    const chunks = [...dpiXmlChunks(operatorConfig, 2026, sellers, new Date('2027-01-15T10:00:00Z'))];
    expect(chunks).toHaveLength(4);
    expect(chunks[0]).toMatch(/^<\?xml .*<dpi:PlatformOperator>.*<\/dpi:PlatformOperator>$/s);
    const seller = expect.stringMatching(/^<dpi:ReportableSeller>.*<\/dpi:ReportableSeller>$/s);
    expect(chunks.slice(1, 3)).toEqual([seller, seller]);
    expect(chunks[3]).toBe('</dpi:DPIBody></dpi:DPI_OECD>\n');
    expect(chunks.join('')).toBe(xml);
  });
});
