import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frenchVatKey } from '@shared/trust/seller-status.schemas';
import { type TestApp, createTestApp } from '@test/app';
import { createAdmin, createSeller, createUser, signIn } from '@test/factories';
import { insertProduct } from '@test/catalogue-factories';
import { pngImage } from '@test/files';
import type { TestClient } from '@test/http';
import { deliveredOrder, orderParties } from '@test/order-factories';
import { professionalDetails, requestVerification } from '@test/seller-status-factories';

const idDocument = async () => ({ name: 'id.png', type: 'image/png', data: await pngImage() });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function newListing(client: TestClient) {
  const image = await client.upload('/api/product-media?kind=image', {
    name: 'p.png',
    type: 'image/png',
    data: await pngImage(),
  });
  return client.post('/api/products', {
    title: 'Perruque lace frontale 13x4 body wave',
    description: 'Cheveux vierges brésiliens, densité 180 %, 60 cm.',
    priceCents: 18_990,
    category: 'Perruques',
    hairType: 'Naturel',
    condition: 'new_sealed',
    imageIds: [image.json().id],
  });
}

describe("the seller's status: 'Particulier' or 'Professionnel' (decision 060)", () => {
  it('starts private; a professional gives every legal detail and the certification, checked in French', async () => {
    const seller = await signIn(t, await createSeller(t));
    expect((await seller.get('/api/me/seller-status')).json()).toEqual({
      status: 'private',
      details: null,
      canPublish: true,
    });
    const refusals: [Record<string, unknown>, string][] = [
      [{ companyName: '' }, 'Veuillez saisir le nom de votre entreprise'],
      [{ address: '' }, "Veuillez saisir l'adresse de votre entreprise"],
      [{ phone: '12' }, 'Numéro de téléphone invalide'],
      [{ email: 'pas-un-email' }, 'Adresse e-mail invalide'],
      [{ siret: '73282932000075' }, 'Numéro SIRET invalide (14 chiffres)'],
      [{ vatNumber: 'FR00999999999' }, 'Ce numéro de TVA ne correspond pas à votre SIRET'],
      [{ vatNumber: '12' }, 'Numéro de TVA invalide (ex. FR12345678901)'],
      [
        { certifiesEuCompliance: false },
        "Veuillez certifier que vous ne vendez que des produits conformes au droit de l'Union européenne",
      ],
    ];
    for (const [change, message] of refusals) {
      const response = await seller.put('/api/me/seller-status', { ...professionalDetails, ...change });
      expect([response.statusCode, response.json().error.message], JSON.stringify(change)).toEqual([400, message]);
    }
    expect((await seller.get('/api/me/seller-status')).json().status).toBe('private');

    const saved = await seller.put('/api/me/seller-status', {
      ...professionalDetails,
      siret: '732 829 320 00074',
      vatNumber: `fr ${frenchVatKey('732829320')} 732829320`,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      status: 'professional',
      canPublish: true,
      details: {
        companyName: 'Boucles & Co SAS',
        address: '10 rue du Faubourg, 75010 Paris',
        phone: '+33 6 12 34 56 78',
        email: 'contact@boucles-co.fr',
        siret: '73282932000074',
        vatNumber: `FR${frenchVatKey('732829320')}732829320`,
        sellerPaysReturnShipping: false,
        certifiedAt: expect.any(String),
      },
    });

    const back = await seller.put('/api/me/seller-status', { status: 'private' });
    expect(back.json()).toEqual({ status: 'private', details: null, canPublish: true });
    expect(await t.ctx.db.selectFrom('seller_legal_details').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a professional without complete legal details a listing, or putting one back on sale', async () => {
    const user = await createSeller(t);
    const seller = await signIn(t, user);
    const productId = await insertProduct(t, user.id, { is_available: false });
    // Asking for verification as a professional makes the profile professional, details still to give.
    await t.ctx.db.updateTable('profiles').set({ seller_status: 'professional' }).where('id', '=', user.id).execute();
    expect((await seller.get('/api/me/seller-status')).json()).toMatchObject({ canPublish: false });

    const refused = await newListing(seller);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'LEGAL_DETAILS_REQUIRED']);
    expect(refused.json().error.message).toMatch(/complétez vos informations légales/);
    const shown = await seller.patch(`/api/products/${productId}/availability`, { isAvailable: true });
    expect(shown.statusCode).toBe(409);

    await seller.put('/api/me/seller-status', professionalDetails);
    expect((await newListing(seller)).statusCode).toBe(201);
    expect((await seller.patch(`/api/products/${productId}/availability`, { isAvailable: true })).statusCode).toBe(200);
  });

  it("labels every card, product page and public page, and shows a professional's legal details", async () => {
    const pro = await createSeller(t, { fullName: 'Pro Boutique' });
    await (await signIn(t, pro)).put('/api/me/seller-status', professionalDetails);
    const individual = await createSeller(t, { fullName: 'Awa Particulière' });
    const proProduct = await insertProduct(t, pro.id, { title: 'Tissage pro' });
    const privateProduct = await insertProduct(t, individual.id, { title: 'Tissage perso' });
    const visitor = await signIn(t, await createUser(t));

    const shop = (await visitor.get('/api/products?limit=50')).json().items as {
      id: string;
      seller: { status: string };
    }[];
    expect(shop.find((card) => card.id === proProduct)?.seller.status).toBe('professional');
    expect(shop.find((card) => card.id === privateProduct)?.seller.status).toBe('private');
    expect((await visitor.get(`/api/products/${proProduct}`)).json().seller.status).toBe('professional');
    expect((await visitor.get(`/api/products/${privateProduct}`)).json().seller.status).toBe('private');

    const proPage = (await visitor.get(`/api/sellers/${pro.id}`)).json();
    expect(proPage.seller.status).toBe('professional');
    expect(proPage.legalDetails).toMatchObject({
      companyName: 'Boucles & Co SAS',
      address: '10 rue du Faubourg, 75010 Paris',
      phone: '+33 6 12 34 56 78',
      email: 'contact@boucles-co.fr',
      siret: '73282932000074',
    });
    const privatePage = (await visitor.get(`/api/sellers/${individual.id}`)).json();
    expect([privatePage.seller.status, privatePage.legalDetails]).toEqual(['private', null]);
  });

  it('labels orders on both sides and for the admin, and the receipt in JSON and PDF', async () => {
    const p = await orderParties(t);
    await p.sellerClient.put('/api/me/seller-status', professionalDetails);
    const orderId = await deliveredOrder(t, p);
    expect((await p.buyerClient.get(`/api/orders/${orderId}`)).json().sellerStatus).toBe('professional');
    expect((await p.sellerClient.get(`/api/orders/${orderId}`)).json().sellerStatus).toBe('professional');
    const admin = (await p.adminClient.get(`/api/admin/orders?q=${p.seller.email}`)).json();
    expect(admin.orders[0].sellerStatus).toBe('professional');

    const receipt = (await p.buyerClient.get(`/api/orders/${orderId}/receipt`)).json();
    expect(receipt).toMatchObject({
      sellerStatus: 'professional',
      sellerLegal: { companyName: 'Boucles & Co SAS', siret: '73282932000074', vatNumber: null },
    });
    const pdf = await p.buyerClient.get(`/api/orders/${orderId}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const q = await orderParties(t);
    const privateOrder = await deliveredOrder(t, q);
    expect((await q.buyerClient.get(`/api/orders/${privateOrder}`)).json()).toMatchObject({
      sellerStatus: 'private',
      withdrawal: null,
    });
    expect((await q.buyerClient.get(`/api/orders/${privateOrder}/receipt`)).json()).toMatchObject({
      sellerStatus: 'private',
      sellerLegal: null,
    });
  });

  it('keeps the status of the sale on the order when the seller changes it later', async () => {
    const p = await orderParties(t);
    const orderId = await deliveredOrder(t, p);
    await p.sellerClient.put('/api/me/seller-status', professionalDetails);
    expect((await p.buyerClient.get(`/api/orders/${orderId}`)).json().sellerStatus).toBe('private');
  });
});

describe('the verification desk and the admin search see the status (decision 060)', () => {
  it('a request as a professional makes the profile professional; the desk sees the legal details', async () => {
    const user = await createSeller(t, { fullName: 'Kadi Pro' });
    const seller = await signIn(t, user);
    await seller.put('/api/me/seller-status', professionalDetails);
    const individualRequest = await requestVerification(seller, { kind: 'individual' }, await idDocument());
    expect([individualRequest.statusCode, individualRequest.json().error.message]).toEqual([
      409,
      'Votre profil est professionnel : demandez la vérification en tant que professionnel',
    ]);
    const otherSiret = await requestVerification(
      seller,
      { kind: 'professional', siret: '55210055400013' },
      await idDocument(),
    );
    expect(otherSiret.json().error.message).toBe('Le SIRET doit être celui de vos informations légales');
    const asked = await requestVerification(
      seller,
      { kind: 'professional', siret: '73282932000074' },
      await idDocument(),
    );
    expect(asked.statusCode).toBe(201);

    const admin = await signIn(t, await createAdmin(t));
    const desk = (await admin.get('/api/admin/verifications')).json().items as {
      user: { id: string };
      sellerStatus: string;
      legalDetails: { companyName: string } | null;
    }[];
    expect(desk.find((item) => item.user.id === user.id)).toMatchObject({
      sellerStatus: 'professional',
      legalDetails: { companyName: 'Boucles & Co SAS' },
    });
    const search = (await admin.get('/api/admin/users?q=Kadi')).json().users;
    expect(search[0]).toMatchObject({ id: user.id, sellerStatus: 'professional' });
  });

  it('a private seller asking as a professional becomes one, with details still to give', async () => {
    const user = await createSeller(t);
    const seller = await signIn(t, user);
    const asked = await requestVerification(
      seller,
      { kind: 'professional', siret: '73282932000074' },
      await idDocument(),
    );
    expect(asked.statusCode).toBe(201);
    expect((await seller.get('/api/me/seller-status')).json()).toEqual({
      status: 'professional',
      details: null,
      canPublish: false,
    });
  });
});
