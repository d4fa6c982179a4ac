import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createSeller, createUser, signIn } from '@test/factories';
import { GPS_IFD_TAG, phoneJpegWithGps } from '@test/files';
import { TestClient } from '@test/http';
import { notificationsOf, pdfProof } from '@test/order-factories';
import { VALID_SIRET, askVerification, pendingVerificationOf } from '@test/trust-factories';
import { runExclusively } from '@server/platform/jobs';
import { purgeVerificationDocumentsJob } from './purge-verification-documents';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, await createAdmin(t));
});
afterAll(async () => t.close());

async function sellerWithClient(name = 'Nadia Vendeuse') {
  const seller = await createSeller(t, { fullName: name });
  return { seller, client: await signIn(t, seller) };
}

const stateOf = async (client: TestClient) => (await client.get('/api/me/verification')).json();
const documentKeyOf = async (id: string) =>
  (
    await t.ctx.db
      .selectFrom('seller_verifications')
      .select('document_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).document_key;

describe('a seller asking to be verified', () => {
  it('goes from not asked to pending, the document stored privately without its metadata', async () => {
    const { seller, client } = await sellerWithClient();
    expect(await stateOf(client)).toMatchObject({ state: 'not_requested', isSeller: true, reason: null });
    const photo = await phoneJpegWithGps();
    const response = await askVerification(client, { file: { name: 'cni.jpg', type: 'image/jpeg', data: photo } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ state: 'pending' });

    const key = await documentKeyOf(await pendingVerificationOf(t, seller.id));
    expect(key).toMatch(/^private\/verifications\//);
    const stored = await t.ctx.storage.get(key!);
    expect(stored).not.toBeNull();
    expect(Buffer.from(stored!.data).includes(GPS_IFD_TAG)).toBe(false);
    // Never public: without a signature the media route refuses it.
    expect([400, 403, 404]).toContain((await new TestClient(t.app).get(`/media/${key}`)).statusCode);

    const again = await askVerification(client);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Votre demande de vérification est déjà en cours d’examen');
  });

  it('takes a professional with a valid SIRET and refuses a wrong one in French', async () => {
    const { client } = await sellerWithClient('Pro Vendeuse');
    const wrong = await askVerification(client, { kind: 'professional', siret: '73282932000075' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Numéro SIRET invalide (14 chiffres)');
    const missing = await askVerification(client, { kind: 'professional' });
    expect(missing.json().error.message).toBe('Veuillez saisir votre numéro SIRET');
    const spaced = await askVerification(client, {
      kind: 'professional',
      siret: '732 829 320 00074',
      file: pdfProof(),
    });
    expect(spaced.statusCode).toBe(201);
    const row = await t.ctx.db
      .selectFrom('seller_verifications')
      .select(['siret', 'is_professional', 'document_type'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ siret: VALID_SIRET, is_professional: true, document_type: 'pdf' });
  });

  it('refuses a missing or disguised document, a buyer and a visitor, storing nothing', async () => {
    const { client } = await sellerWithClient('Sans Document');
    const none = await askVerification(client, { file: null });
    expect([none.statusCode, none.json().error.message]).toEqual([400, 'Veuillez joindre une pièce d’identité']);
    const disguised = await askVerification(client, {
      file: { name: 'cni.png', type: 'image/png', data: Buffer.from('MZ ceci est un programme') },
    });
    expect([disguised.statusCode, disguised.json().error.message]).toEqual([
      400,
      'Seuls les fichiers JPG, PNG et PDF sont autorisés',
    ]);
    const tooBig = await askVerification(client, {
      file: { name: 'cni.pdf', type: 'application/pdf', data: Buffer.alloc(5 * 1024 * 1024 + 10, 0x25) },
    });
    expect(tooBig.json().error.message).toBe('La taille du fichier doit être inférieure à 5 Mo');

    const buyer = await signIn(t, await createUser(t));
    const asBuyer = await askVerification(buyer);
    expect([asBuyer.statusCode, asBuyer.json().error.message]).toEqual([
      403,
      'Seuls les vendeurs peuvent demander la vérification',
    ]);
    expect((await askVerification(new TestClient(t.app))).statusCode).toBe(401);
    expect(
      await t.ctx.db.selectFrom('seller_verifications').select('id').where('siret', 'is', null).execute(),
    ).toHaveLength(1);
  });
});

describe('the admin deciding', () => {
  it('approves: the badge shows on the shop card, the seller is told, the decision is logged', async () => {
    const { seller, client } = await sellerWithClient('Awa Approuvée');
    const productId = await insertProduct(t, seller.id, { title: 'Perruque vérifiée' });
    await askVerification(client);
    const id = await pendingVerificationOf(t, seller.id);

    const list = (await admin.get('/api/admin/verifications')).json();
    const item = list.items.find((entry: { id: string }) => entry.id === id);
    expect(item).toMatchObject({ user: { id: seller.id, name: 'Awa Approuvée' }, documentType: 'image' });
    // The document opens only through its signed URL, valid one hour.
    expect((await new TestClient(t.app).get(item.documentUrl)).statusCode).toBe(200);
    expect(new URL(item.documentUrl, 'http://x').searchParams.get('expires')).toBe(
      String(Math.floor(t.clock.now().getTime() / 1000) + 3600),
    );

    expect((await admin.post(`/api/admin/verifications/${id}/approve`)).statusCode).toBe(200);
    expect(await stateOf(client)).toMatchObject({ state: 'verified' });
    const card = (await new TestClient(t.app).get('/api/products'))
      .json()
      .items.find((entry: { id: string }) => entry.id === productId);
    expect(card.seller.isVerified).toBe(true);
    expect(await notificationsOf(t, seller.id)).toContainEqual(expect.objectContaining({ title: 'Compte vérifié' }));
    const log = await t.ctx.db.selectFrom('admin_logs').selectAll().where('target_id', '=', seller.id).execute();
    expect(log.map((row) => row.action)).toEqual(['approve_verification']);

    const twice = await admin.post(`/api/admin/verifications/${id}/approve`);
    expect([twice.statusCode, twice.json().error.message]).toEqual([409, 'Cette demande a déjà été traitée']);
    expect((await admin.post(`/api/admin/verifications/${id}/refuse`, { reason: 'Trop tard' })).statusCode).toBe(409);
    const asVerified = await askVerification(client);
    expect(asVerified.json().error.message).toBe('Votre compte est déjà vérifié');
  });

  it('refuses with a reason the seller reads; the seller may ask again', async () => {
    const { seller, client } = await sellerWithClient('Refusée Puis Acceptée');
    await askVerification(client);
    const id = await pendingVerificationOf(t, seller.id);
    const noReason = await admin.post(`/api/admin/verifications/${id}/refuse`, { reason: '  ' });
    expect([noReason.statusCode, noReason.json().error.message]).toEqual([400, 'Veuillez indiquer la raison']);
    expect(
      (await admin.post(`/api/admin/verifications/${id}/refuse`, { reason: 'Document illisible' })).statusCode,
    ).toBe(200);
    const refused = await stateOf(client);
    expect(refused).toMatchObject({
      state: 'refused',
      reason: 'Document illisible',
      decision: { id: expect.any(String), groundLabel: 'Conditions générales de Boucles : vérification des vendeurs' },
    });
    // The decision the link opens is the seller's own statement of reasons for this refusal.
    const statement = await client.get(`/api/moderation-decisions/${refused.decision.id}`);
    expect(statement.statusCode).toBe(200);
    expect(statement.json()).toMatchObject({ kind: 'verification_refused', facts: 'Document illisible' });
    expect(await notificationsOf(t, seller.id)).toContainEqual(
      expect.objectContaining({
        title: 'Vérification refusée',
        message: expect.stringContaining('Document illisible'),
      }),
    );
    expect((await askVerification(client)).statusCode).toBe(201);
    expect(await stateOf(client)).toMatchObject({ state: 'pending', reason: null, decision: null });
  });

  it('revokes a verification in force; the badge goes', async () => {
    const { seller, client } = await sellerWithClient('Révoquée');
    await askVerification(client);
    await admin.post(`/api/admin/verifications/${await pendingVerificationOf(t, seller.id)}/approve`);
    const revoke = await admin.post(`/api/admin/users/${seller.id}/verification/revoke`, {
      reason: 'Pièce expirée',
      ground: 'fraud',
    });
    expect(revoke.statusCode).toBe(200);
    expect(await stateOf(client)).toMatchObject({
      state: 'revoked',
      reason: 'Pièce expirée',
      decision: { id: expect.any(String), groundLabel: 'Escroquerie ou tentative de fraude : Code pénal, art. 313-1' },
    });
    const profile = await t.ctx.db
      .selectFrom('profiles')
      .select('is_verified')
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(profile.is_verified).toBe(false);
    const again = await admin.post(`/api/admin/users/${seller.id}/verification/revoke`, { reason: 'Encore' });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Cet utilisateur n’est pas vérifié']);
  });

  it('refuses non-admins and unknown requests', async () => {
    const { seller, client } = await sellerWithClient('Curieuse');
    await askVerification(client);
    const id = await pendingVerificationOf(t, seller.id);
    expect((await client.get('/api/admin/verifications')).statusCode).toBe(403);
    expect((await client.post(`/api/admin/verifications/${id}/approve`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(`/api/admin/verifications/${id}/approve`)).statusCode).toBe(401);
    const unknown = await admin.post('/api/admin/verifications/00000000-0000-4000-8000-000000000000/approve');
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, 'Demande de vérification introuvable']);
    expect(await stateOf(client)).toMatchObject({ state: 'pending' });
  });

  it('pages the queue 10 at a time, oldest first', async () => {
    for (let i = 0; i < 11; i++) {
      const { client } = await sellerWithClient(`File ${i}`);
      t.clock.advance(1000);
      await askVerification(client);
    }
    const first = (await admin.get('/api/admin/verifications')).json();
    expect(first.items).toHaveLength(10);
    expect(first.nextCursor).not.toBeNull();
    const second = (await admin.get(`/api/admin/verifications?after=${encodeURIComponent(first.nextCursor)}`)).json();
    const ids = [...first.items, ...second.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.nextCursor).toBeNull();
    expect((await admin.get('/api/admin/verifications?after=nimporte')).statusCode).toBe(400);
  });
});

describe('documents after the decision', () => {
  it('are deleted 30 days later, the pending ones kept', async () => {
    const { seller, client } = await sellerWithClient('Trente Jours');
    await askVerification(client);
    const id = await pendingVerificationOf(t, seller.id);
    const key = await documentKeyOf(id);
    await admin.post(`/api/admin/verifications/${id}/refuse`, { reason: 'Photo floue' });
    const job = purgeVerificationDocumentsJob(t.ctx);
    t.clock.advance(29 * 24 * 60 * 60 * 1000);
    await runExclusively(t.ctx.db, job);
    expect(await t.ctx.storage.get(key!)).not.toBeNull();
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    expect(await runExclusively(t.ctx.db, job)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.storage.get(key!)).toBeNull();
    expect(await documentKeyOf(id)).toBeNull();
    const stillPending = await t.ctx.db
      .selectFrom('seller_verifications')
      .select('document_key')
      .where('status', '=', 'pending')
      .execute();
    expect(stillPending.every((row) => row.document_key !== null)).toBe(true);
  });
});
