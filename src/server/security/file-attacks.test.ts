import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { type FilePart, jpegClaiming, multipartForm, pngImage } from '@test/files';
import type { TestClient } from '@test/http';
import { checkout, deliveredOrder, homeCheckout, orderParties } from '@test/order-factories';
import {
  adminValidateReturn,
  confirmReturnReceived,
  refundRecord,
  requestReturn,
  returnAddress,
  shipBack,
} from '@test/return-factories';
import { changedTables, tableDigests } from '@test/security-world';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Target = { name: string; client: TestClient; url: string; field: string; fields?: Record<string, string> };

/** Every upload route, each in a state where a clean file would be taken: a refusal is the file's. */
async function uploadTargets(): Promise<Target[]> {
  const p = await orderParties(t, { stock_quantity: 5 });
  const pending = await checkout(p.buyerClient, homeCheckout(p.productId));
  const delivered = await deliveredOrder(t, p);
  const forReturn = await deliveredOrder(t, p);
  const returnId = (await requestReturn(p.buyerClient, forReturn, { reason: 'damaged' })).json().return.id;
  await p.sellerClient.post(`/api/returns/${returnId}/approve`, returnAddress);
  await adminValidateReturn(p.adminClient, returnId);
  await shipBack(p.buyerClient, returnId);
  await confirmReturnReceived(p.sellerClient, returnId);
  return [
    { name: 'avatar', client: p.buyerClient, url: '/api/me/avatar', field: 'file' },
    { name: 'product image', client: p.sellerClient, url: '/api/product-media?kind=image', field: 'file' },
    { name: 'payment proof', client: p.buyerClient, url: `/api/orders/${pending}/payment-proof`, field: 'proof' },
    {
      name: 'return photo',
      client: p.buyerClient,
      url: `/api/orders/${delivered}/return`,
      field: 'photos',
      fields: { reason: 'damaged' },
    },
    {
      name: 'refund proof',
      client: p.adminClient,
      url: `/api/admin/returns/${returnId}/refund`,
      field: 'proof',
      fields: refundRecord,
    },
    { name: 'bank statement', client: p.adminClient, url: '/api/admin/reconciliation/statements', field: 'file' },
  ];
}

const gif = async () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();
const thirtyMegapixels = async () =>
  sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

type Attack = FilePart & { harmlessOn?: string };

/** Files a hostile client sends for a picture or a proof: none may be stored. */
async function attacks(): Promise<Attack[]> {
  return [
    { name: 'photo.png', type: 'image/png', data: Buffer.from('pas une image du tout') },
    // A product may show a GIF (re-encoded like every picture); nowhere else takes one.
    { name: 'photo.jpg', type: 'image/jpeg', data: await gif(), harmlessOn: 'product image' },
    { name: 'photo.png', type: 'image/png', data: Buffer.from('<html><script>alert(1)</script></html>') },
    {
      name: 'photo.svg',
      type: 'image/svg+xml',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    { name: 'releve.pdf', type: 'application/pdf', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)]) },
    { name: 'bombe.jpg', type: 'image/jpeg', data: await jpegClaiming(60_000, 60_000) },
    { name: 'bombe.png', type: 'image/png', data: await thirtyMegapixels() },
    { name: 'bande.png', type: 'image/png', data: await pngImage(4000, 300) },
    // Bank statements are XML: external entities, entity expansion and broken XML are refused.
    {
      name: 'releve.xml',
      type: 'application/xml',
      data: Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>',
      ),
    },
    {
      name: 'rires.xml',
      type: 'application/xml',
      data: Buffer.from(
        `<!DOCTYPE l [<!ENTITY a "ha">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${`&${i === 0 ? 'a' : 'b'.repeat(i)};`.repeat(10)}">`).join('')}]><Document>&bbbbbbbbb;</Document>`,
      ),
    },
    { name: 'casse.xml', type: 'text/xml', data: Buffer.from('<Document><BkToCstmrStmt><Stmt></Document>') },
    { name: 'profond.xml', type: 'text/xml', data: Buffer.from(`${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`) },
  ];
}

const ENGLISH = /\b(expected|invalid|required|received|error)\b/i;

describe('file attacks on every upload route', () => {
  it('refuses each one in French, stores nothing and changes no row', async () => {
    const targets = await uploadTargets();
    const files = await attacks();
    const before = await tableDigests(t);
    let tried = 0;
    const acceptedUnsafely: string[] = [];
    for (const target of targets) {
      for (const { harmlessOn, ...file } of files) {
        if (harmlessOn === target.name) continue;
        const form = multipartForm(target.fields ?? {}, [{ field: target.field, file }]);
        const response = await target.client.request('POST', target.url, form.payload, {
          headers: { 'content-type': form.contentType },
        });
        tried++;
        const message: string = response.json().error?.message ?? '';
        if (response.statusCode < 400 || response.statusCode >= 500 || message === '' || ENGLISH.test(message)) {
          acceptedUnsafely.push(`${target.name} ← ${file.name} (${file.type}): ${response.statusCode} ${message}`);
        }
      }
    }
    console.log(
      `file attacks: ${tried} tried on ${targets.length} routes, ${acceptedUnsafely.length} accepted unsafely`,
    );
    expect(acceptedUnsafely).toEqual([]);
    expect(changedTables(before, await tableDigests(t))).toEqual([]);
  });
});
