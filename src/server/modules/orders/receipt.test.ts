import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptMessages } from '@shared/orders/receipt.schemas';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import { insertLotOrder, threeItemLot } from '@test/lot-order-factory';
import { checkout, homeCheckout, orderParties, paidOrder, pngProof, uploadProof } from '@test/order-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    // The amounts' no-break spaces come out as spaces or no-break spaces depending on the extractor.
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe("the buyer's receipt", () => {
  it('shows what the buyer paid, as JSON and as a PDF, without the commission', async () => {
    // 229,00 € + 6,99 € home delivery in France = 235,99 €; the 5 % commission would be 11,45 €.
    const p = await orderParties(t, { price_cents: 22_900, title: 'Perruque Bob Lisse' });
    const orderId = await paidOrder(t, p);

    const json = await p.buyerClient.get(`/api/orders/${orderId}/receipt`);
    expect(json.statusCode).toBe(200);
    const receipt = json.json();
    expect(receipt).toMatchObject({
      orderId,
      orderNumber: expect.stringMatching(/^CMD-\d{4}-\d{6}$/),
      status: 'payment_validated',
      refundedAt: null,
      buyerName: 'Awa Acheteuse',
      itemTitle: 'Perruque Bob Lisse',
      priceCents: 22_900,
      deliveryCostCents: 699,
      totalAmountCents: 23_599,
      deliveryType: 'home',
      deliveryPlace: '12 rue de la Paix, 75002 Paris, France',
      paymentMethod: 'bank_transfer',
      platform: { name: 'Boucles', email: t.ctx.config.support.email },
    });
    expect(JSON.stringify(receipt)).not.toMatch(/commission|sellerAmount|1145/i);

    const pdf = await p.buyerClient.get(`/api/orders/${orderId}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="recu-${receipt.orderNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Reçu de la commande ${receipt.orderNumber}`);
    expect(text).toContain('Perruque Bob Lisse');
    expect(text).toContain('229,00 €');
    expect(text).toContain('6,99 €');
    expect(text).toContain('Total payé 235,99 €');
    expect(text).toContain('Virement bancaire');
    expect(text).toContain('Awa Acheteuse');
    expect(text).not.toMatch(/commission|11,45/i);
  });

  it('prints names and titles in every Latin alphabet as given, and what its font cannot draw as plain letters or "?"', async () => {
    const p = await orderParties(t, { title: 'Perruque Nguyễn Łódź Ørsted 假发' });
    const orderId = await paidOrder(t, p);
    await t.ctx.db
      .updateTable('profiles')
      .set({ full_name: 'Nguyễn Thị Hương Łukasiewicz' })
      .where('id', '=', p.buyer.id)
      .execute();
    const receipt = (await p.buyerClient.get(`/api/orders/${orderId}/receipt`)).json();
    expect(receipt.itemTitle).toBe('Perruque Nguyễn Łódź Ørsted 假发');
    const text = await pdfText((await p.buyerClient.get(`/api/orders/${orderId}/receipt.pdf`)).rawPayload);
    expect(text).toContain('Perruque Nguyễn Łódź Ørsted ?? 129,00 €');
    expect(text).toContain('Nguyễn Thị Hương Łukasiewicz');
  });

  it('lists a lot line by line, then the bundle discount, the delivery and the total (decision 065)', async () => {
    const p = await orderParties(t);
    const { orderId } = await insertLotOrder(t, { buyerId: p.buyer.id, sellerId: p.seller.id }, threeItemLot, {
      percent: 10,
    });
    const json = await p.buyerClient.get(`/api/orders/${orderId}/receipt`);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      itemTitle: 'Perruque lace frontal 20 pouces',
      items: [
        { title: 'Perruque lace frontal 20 pouces', unitPriceCents: 5000, discountCents: 500, priceCents: 4500 },
        { title: 'Colle Bold Hold 40 ml', unitPriceCents: 1500, discountCents: 150, priceCents: 1350 },
        { title: 'Bonnet en satin', unitPriceCents: 1000, discountCents: 100, priceCents: 900 },
      ],
      discountCents: 750,
      priceCents: 6750,
      totalAmountCents: 7449,
    });
    expect(JSON.stringify(json.json())).not.toMatch(/commission|sellerAmount|338/i);

    const text = await pdfText((await p.buyerClient.get(`/api/orders/${orderId}/receipt.pdf`)).rawPayload);
    expect(text).toContain('Perruque lace frontal 20 pouces 50,00 € Colle Bold Hold 40 ml 15,00 € Bonnet en satin 10,00 €');
    expect(text).toContain('Remise lot -7,50 € Frais de livraison 6,99 €');
    expect(text).toContain('Total payé 74,49 €');
  });

  it('is also open to an admin, and says when the order was refunded', async () => {
    const p = await orderParties(t, { price_cents: 5_000 });
    const orderId = await paidOrder(t, p);
    const cancelled = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
      status: 'cancelled',
      reason: 'Article perdu par le vendeur',
    });
    expect(cancelled.statusCode).toBe(200);

    const receipt = await p.adminClient.get(`/api/orders/${orderId}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ status: 'cancelled', totalAmountCents: 5_699 });
    expect(receipt.json().refundedAt).not.toBeNull();
    const pdf = await p.buyerClient.get(`/api/orders/${orderId}/receipt.pdf`);
    expect(await pdfText(pdf.rawPayload)).toContain('Cette commande a été remboursée le');
  });

  it('is refused to the seller, to anyone else and to visitors', async () => {
    const p = await orderParties(t);
    const orderId = await paidOrder(t, p);
    const stranger = await signIn(t, await createUser(t));
    for (const url of [`/api/orders/${orderId}/receipt`, `/api/orders/${orderId}/receipt.pdf`]) {
      const seller = await p.sellerClient.get(url);
      expect([seller.statusCode, seller.json().error.message]).toEqual([403, receiptMessages.buyerOnly]);
      expect((await stranger.get(url)).statusCode).toBe(404);
      expect((await clientFor(t).get(url)).statusCode).toBe(401);
    }
  });

  it('does not exist before the admin validated the payment, nor for an order cancelled unpaid', async () => {
    const p = await orderParties(t, { stock_quantity: 3 });
    const pending = await checkout(p.buyerClient, homeCheckout(p.productId));
    const submitted = await checkout(p.buyerClient, homeCheckout(p.productId));
    expect((await uploadProof(p.buyerClient, submitted, await pngProof())).statusCode).toBe(200);
    const cancelled = await checkout(p.buyerClient, homeCheckout(p.productId));
    expect((await p.buyerClient.post(`/api/orders/${cancelled}/cancel`)).statusCode).toBe(200);

    for (const orderId of [pending, submitted, cancelled]) {
      for (const suffix of ['receipt', 'receipt.pdf']) {
        const refused = await p.buyerClient.get(`/api/orders/${orderId}/${suffix}`);
        expect([refused.statusCode, refused.json().error]).toMatchObject([
          409,
          { code: 'RECEIPT_NOT_AVAILABLE', message: receiptMessages.notPaid },
        ]);
      }
    }
  });
});
