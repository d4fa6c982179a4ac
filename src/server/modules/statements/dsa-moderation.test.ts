import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { type TestUser, clientFor, createAdmin, createSeller, createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import { askVerification, insertReport, pendingVerificationOf } from '@test/trust-factories';
import { deliverDue } from '../notifications/deliveries';
import { deliveryChannels } from '../notifications/delivery-channels';

let t: TestApp;
let admin: TestClient;
let otherAdmin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, await createAdmin(t, { fullName: 'Admin Aline' }));
  otherAdmin = await signIn(t, await createAdmin(t, { fullName: 'Admin Bruno' }));
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const mailsTo = (address: string) => t.mails.filter((mail) => mail.to === address);

function notice(targetType: string, targetId: string, overrides: Record<string, unknown> = {}) {
  return {
    targetType,
    targetId,
    category: 'fake_product',
    explanation: 'Cette perruque est une contrefaçon : les photos viennent du site de la marque.',
    url: `http://localhost:3000/${targetType === 'product' ? 'product' : 'seller'}/${targetId}`,
    name: 'Nadia Passante',
    email: 'nadia.passante@example.org',
    goodFaith: true,
    ...overrides,
  };
}

async function listing(title = 'Perruque douteuse') {
  const seller = await createSeller(t, { fullName: 'Vendeuse Sanctionnée' });
  const productId = await insertProduct(t, seller.id, { title });
  return { seller, productId };
}

type Statement = {
  id: string;
  kind: string;
  ground: string;
  facts: string;
  automated: boolean;
  canContest: boolean;
  fromNotice: boolean;
  complaint: { status: string; answer: string | null } | null;
};
const statementsOf = async (client: TestClient): Promise<Statement[]> =>
  (await client.get('/api/me/moderation-decisions')).json().items;

/** The statement's link as the person received it: `/decisions/<id>?cle=<key>`. */
async function statementLinkOf(user: TestUser) {
  const row = await t.ctx.db
    .selectFrom('notifications')
    .select('link')
    .where('user_id', '=', user.id)
    .where('link', 'like', '/decisions/%')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const url = new URL(row.link!, 'http://x');
  return { id: url.pathname.split('/')[2]!, key: url.searchParams.get('cle')! };
}

const shopHas = async (productId: string) => (await clientFor(t).get(`/api/products/${productId}`)).statusCode === 200;

describe('notices from anyone (DSA art. 16)', () => {
  it('takes a visitor’s notice into the reports queue and acknowledges it by e-mail', async () => {
    const { productId } = await listing('Perruque signalée par une passante');
    const visitor = clientFor(t);
    const sent = await visitor.post('/api/notices', notice('product', productId));
    expect(sent.statusCode).toBe(201);
    const ack = mailsTo('nadia.passante@example.org');
    expect(ack).toHaveLength(1);
    expect(ack[0]).toMatchObject({ subject: 'Nous avons bien reçu votre signalement' });
    expect(ack[0]!.text).toContain(`/product/${productId}`);
    expect(ack[0]!.text).toContain(sent.json().id);
    const group = (await admin.get('/api/admin/reports'))
      .json()
      .groups.find((g: { target: { id: string } }) => g.target.id === productId);
    expect(group.reports).toEqual([
      expect.objectContaining({
        reason: 'fake_product',
        reporterName: 'Nadia Passante',
        url: `http://localhost:3000/product/${productId}`,
        description: expect.stringContaining('contrefaçon'),
      }),
    ]);
  });

  it('requires the name and e-mail except for child sexual abuse material, and the good-faith statement', async () => {
    const { productId } = await listing();
    // Its own address: these refusals count against the hourly limit too.
    const visitor = new TestClient(t.app, '192.0.2.20', t.ctx.config.publicUrl);
    const anonymous = await visitor.post('/api/notices', notice('product', productId, { name: '', email: '' }));
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().error.message).toMatch(/Indiquez votre nom|Indiquez votre adresse e-mail/);
    const csam = await visitor.post(
      '/api/notices',
      notice('product', productId, { category: 'child_sexual_abuse', name: '', email: '' }),
    );
    expect(csam.statusCode).toBe(201);
    const noFaith = await visitor.post('/api/notices', notice('product', productId, { goodFaith: false }));
    expect([noFaith.statusCode, noFaith.json().error.message]).toEqual([
      400,
      'Veuillez confirmer que votre signalement est exact et fait de bonne foi',
    ]);
    const badEmail = await visitor.post('/api/notices', notice('product', productId, { email: 'pas-un-email' }));
    expect([badEmail.statusCode, badEmail.json().error.message]).toEqual([400, 'Adresse e-mail invalide']);
    const badUrl = await visitor.post('/api/notices', notice('product', productId, { url: 'javascript:alert(1)' }));
    expect(badUrl.statusCode).toBe(400);
    const unknown = await visitor.post('/api/notices', notice('product', '00000000-0000-4000-8000-000000000000'));
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, 'Le contenu signalé est introuvable']);
    const count = await t.ctx.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reported_product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('takes notices about a seller, refuses one about a review that does not exist, and limits the pace', async () => {
    const seller = await createSeller(t);
    const visitor = clientFor(t);
    expect((await visitor.post('/api/notices', notice('user', seller.id))).statusCode).toBe(201);
    const review = await visitor.post('/api/notices', notice('review', '00000000-0000-4000-8000-000000000001'));
    expect(review.statusCode).toBe(404);
    const flooder = new TestClient(t.app, '192.0.2.99', t.ctx.config.publicUrl);
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await flooder.post('/api/notices', notice('user', seller.id))).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('statements of reasons (DSA art. 17)', () => {
  it('a takedown on a notice: the seller reads facts, ground and how to contest; the sender is told the decision', async () => {
    const { seller, productId } = await listing('Perruque contrefaite');
    await clientFor(t).post('/api/notices', notice('product', productId, { email: 'temoin@example.org' }));
    const decided = await admin.post('/api/admin/reports/decisions', {
      targetType: 'product',
      targetId: productId,
      decision: 'take_down',
      reason: 'Photos et marque copiées d’un fabricant',
      ground: 'counterfeit',
    });
    expect(decided.statusCode).toBe(200);
    const sellerClient = await signIn(t, seller);
    const [statement] = await statementsOf(sellerClient);
    expect(statement).toMatchObject({
      kind: 'listing_taken_down',
      ground: 'counterfeit',
      facts: 'Photos et marque copiées d’un fabricant',
      automated: false,
      fromNotice: true,
      canContest: true,
      complaint: null,
    });
    await deliverDue(t.ctx, deliveryChannels);
    const mail = mailsTo(seller.email).find((m) => m.subject.includes('Annonce retirée'));
    expect(mail?.text).toContain('Code de la propriété intellectuelle, art. L716-10');
    expect(mail?.text).toContain('Contester cette décision');
    const told = mailsTo('temoin@example.org').map((m) => m.subject);
    expect(told).toEqual(['Nous avons bien reçu votre signalement', 'Décision sur votre signalement']);
    expect(mailsTo('temoin@example.org')[1]!.text).toContain('a été retirée');
  });

  it('records one on every restricting decision: takedown, suspension, warning, verification refused or withdrawn', async () => {
    const { seller, productId } = await listing();
    await admin.patch(`/api/admin/products/${productId}/moderation`, { hidden: true, reason: 'Produit dangereux' });
    await insertReport(t, (await createUser(t)).id, { userId: seller.id });
    await admin.post('/api/admin/reports/decisions', {
      targetType: 'user',
      targetId: seller.id,
      decision: 'warn',
      reason: 'Réponses agressives',
      ground: 'hate_or_harassment',
    });
    const sellerClient = await signIn(t, seller);
    await askVerification(sellerClient);
    await admin.post(`/api/admin/verifications/${await pendingVerificationOf(t, seller.id)}/refuse`, {
      reason: 'Pièce illisible',
    });
    await askVerification(sellerClient);
    await admin.post(`/api/admin/verifications/${await pendingVerificationOf(t, seller.id)}/approve`);
    await admin.post(`/api/admin/users/${seller.id}/verification/revoke`, { reason: 'Document falsifié' });
    const kinds = (await statementsOf(sellerClient)).map((s) => [s.kind, s.ground]);
    expect(kinds.sort()).toEqual(
      [
        ['listing_taken_down', 'terms_listings'],
        ['account_warned', 'hate_or_harassment'],
        ['verification_refused', 'terms_verification'],
        ['verification_revoked', 'terms_verification'],
      ].sort(),
    );
    expect(
      (await admin.post(`/api/admin/users/${seller.id}/suspend`, { reason: 'Fraude répétée', ground: 'fraud' }))
        .statusCode,
    ).toBe(200);
    const rows = await t.ctx.db
      .selectFrom('moderation_decisions')
      .select(['kind', 'ground'])
      .where('user_id', '=', seller.id)
      .where('kind', '=', 'account_suspended')
      .execute();
    expect(rows).toEqual([{ kind: 'account_suspended', ground: 'fraud' }]);
    const unknownGround = await admin.patch(`/api/admin/products/${productId}/moderation`, {
      hidden: true,
      reason: 'x',
      ground: 'parce-que',
    });
    expect([unknownGround.statusCode, unknownGround.json().error.message]).toEqual([
      400,
      'Veuillez choisir le motif de la décision',
    ]);
  });
});

describe('complaints (DSA art. 20)', () => {
  async function takenDown() {
    const { seller, productId } = await listing('Perruque à rétablir');
    await admin.patch(`/api/admin/products/${productId}/moderation`, { hidden: true, reason: 'Photos trompeuses' });
    const sellerClient = await signIn(t, seller);
    const [statement] = await statementsOf(sellerClient);
    return { seller, productId, sellerClient, id: statement!.id };
  }

  it('is reviewed by another admin only; a reversal puts the listing back in the shop at once', async () => {
    const { seller, productId, sellerClient, id } = await takenDown();
    expect(await shopHas(productId)).toBe(false);
    const lodged = await sellerClient.post(`/api/moderation-decisions/${id}/complaint`, {
      explanation: 'Les photos sont les miennes, prises chez moi.',
    });
    expect(lodged.statusCode).toBe(200);
    const again = await sellerClient.post(`/api/moderation-decisions/${id}/complaint`, {
      explanation: 'Je conteste une deuxième fois.',
    });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Cette décision a déjà été contestée']);
    const queue = (await admin.get('/api/admin/complaints')).json().items;
    expect(queue.find((c: { id: string }) => c.id === id)).toMatchObject({
      canReview: false,
      decidedByName: 'Admin Aline',
    });
    const same = await admin.post(`/api/admin/complaints/${id}/review`, {
      outcome: 'reversed',
      answer: 'Je me suis trompée.',
    });
    expect([same.statusCode, same.json().error.message]).toEqual([
      403,
      'Une contestation doit être examinée par un autre administrateur que celui qui a décidé',
    ]);
    expect(await shopHas(productId)).toBe(false);
    const reversed = await otherAdmin.post(`/api/admin/complaints/${id}/review`, {
      outcome: 'reversed',
      answer: 'Les photos originales nous ont été montrées.',
    });
    expect(reversed.statusCode).toBe(200);
    expect(await shopHas(productId)).toBe(true);
    const [statement] = await statementsOf(sellerClient);
    expect(statement).toMatchObject({
      canContest: false,
      complaint: { status: 'reversed', answer: 'Les photos originales nous ont été montrées.' },
    });
    await deliverDue(t.ctx, deliveryChannels);
    expect(mailsTo(seller.email).map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('Contestation acceptée')]),
    );
    const twice = await otherAdmin.post(`/api/admin/complaints/${id}/review`, { outcome: 'upheld', answer: 'Non.' });
    expect(twice.statusCode).toBe(409);
  });

  it('is open for six months, not a day more', async () => {
    const { sellerClient, id } = await takenDown();
    t.clock.advance(183 * DAY);
    const late = await sellerClient.post(`/api/moderation-decisions/${id}/complaint`, {
      explanation: 'Je conteste bien trop tard.',
    });
    expect([late.statusCode, late.json().error.message]).toEqual([
      409,
      'Le délai de 6 mois pour contester cette décision est dépassé',
    ]);
    expect((await statementsOf(sellerClient))[0]).toMatchObject({ canContest: false, complaint: null });
  });

  it('lets a suspended account read and contest with its e-mail’s key; a reversal lifts the suspension', async () => {
    const member = await createUser(t, { fullName: 'Membre Suspendu' });
    await admin.post(`/api/admin/users/${member.id}/suspend`, { reason: 'Insultes en message' });
    expect(
      (await clientFor(t).post('/api/auth/sign-in/email', { email: member.email, password: member.password }))
        .statusCode,
    ).not.toBe(200);
    const { id, key } = await statementLinkOf(member);
    const stranger = clientFor(t);
    expect((await stranger.get(`/api/moderation-decisions/${id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/moderation-decisions/${id}?cle=faux`)).statusCode).toBe(404);
    const read = await stranger.get(`/api/moderation-decisions/${id}?cle=${key}`);
    expect(read.json()).toMatchObject({
      kind: 'account_suspended',
      ground: 'terms_conduct',
      facts: 'Insultes en message',
    });
    expect(
      (await stranger.post(`/api/moderation-decisions/${id}/complaint`, { explanation: 'Ce n’était pas moi.' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await stranger.post(`/api/moderation-decisions/${id}/complaint`, { explanation: 'Ce n’était pas moi.', key }))
        .statusCode,
    ).toBe(200);
    await otherAdmin.post(`/api/admin/complaints/${id}/review`, {
      outcome: 'reversed',
      answer: 'Compte piraté, vérifié.',
    });
    expect(
      (await clientFor(t).post('/api/auth/sign-in/email', { email: member.email, password: member.password }))
        .statusCode,
    ).toBe(200);
  });

  it('an upheld complaint leaves the restriction and tells the person why', async () => {
    const { productId, sellerClient, id } = await takenDown();
    await sellerClient.post(`/api/moderation-decisions/${id}/complaint`, { explanation: 'Je ne suis pas d’accord.' });
    await otherAdmin.post(`/api/admin/complaints/${id}/review`, {
      outcome: 'upheld',
      answer: 'Les photos sont celles du fabricant.',
    });
    expect(await shopHas(productId)).toBe(false);
    expect((await statementsOf(sellerClient))[0]).toMatchObject({ complaint: { status: 'upheld' } });
  });
});

describe('the transparency report (DSA art. 15 and 24)', () => {
  it('counts a known year’s notices, decisions by kind and ground, the median time to decide and complaints', async () => {
    const year = t.clock.now().getUTCFullYear() + 2;
    t.clock.set(new Date(Date.UTC(year, 2, 1, 9)));
    const a = await listing();
    const b = await listing();
    const member = await createUser(t);
    // Another address: this file's earlier notices count against the hourly limit of this one.
    const visitor = new TestClient(t.app, '192.0.2.40', t.ctx.config.publicUrl);
    await visitor.post('/api/notices', notice('product', a.productId));
    await visitor.post(
      '/api/notices',
      notice('product', b.productId, { category: 'child_sexual_abuse', name: '', email: '' }),
    );
    await visitor.post('/api/notices', notice('user', member.id, { category: 'harassment' }));
    t.clock.advance(2 * HOUR);
    await admin.post('/api/admin/reports/decisions', {
      targetType: 'product',
      targetId: a.productId,
      decision: 'take_down',
      reason: 'Contrefaçon',
      ground: 'counterfeit',
    });
    t.clock.advance(2 * HOUR);
    await admin.post('/api/admin/reports/decisions', {
      targetType: 'product',
      targetId: b.productId,
      decision: 'dismiss',
    });
    t.clock.advance(2 * HOUR);
    await admin.post('/api/admin/reports/decisions', {
      targetType: 'user',
      targetId: member.id,
      decision: 'suspend',
      reason: 'Harcèlement',
      ground: 'hate_or_harassment',
    });
    const sellerA = await signIn(t, a.seller);
    const [statement] = await statementsOf(sellerA);
    await sellerA.post(`/api/moderation-decisions/${statement!.id}/complaint`, { explanation: 'Ce sont mes photos.' });
    t.clock.advance(10 * HOUR);
    await otherAdmin.post(`/api/admin/complaints/${statement!.id}/review`, {
      outcome: 'upheld',
      answer: 'Photos du fabricant.',
    });
    const report = await admin.get(`/api/admin/transparency-report?year=${year}`);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({
      year,
      notices: {
        total: 3,
        byTarget: { product: 2, user: 1 },
        byCategory: { fake_product: 1, child_sexual_abuse: 1, harassment: 1 },
      },
      decisions: {
        total: 2,
        byKind: { listing_taken_down: 1, account_suspended: 1 },
        byGround: { counterfeit: 1, hate_or_harassment: 1 },
        onNotice: 2,
        automated: 0,
        medianHoursToDecide: 4,
      },
      complaints: { total: 1, pending: 0, upheld: 1, reversed: 0, medianHoursToDecide: 10 },
    });
    const csv = await admin.get(`/api/admin/transparency-report.csv?year=${year}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('décisions par motif;counterfeit;1');
    expect(csv.body).toContain('décisions;délai médian (heures);4');
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.get(`/api/admin/transparency-report?year=${year}`)).statusCode).toBe(403);
    expect((await admin.get('/api/admin/transparency-report?year=deux')).json().error.message).toBe('Année invalide');
  });
});

describe("the admin's complaints queue", () => {
  it('pages the waiting complaints oldest first, with the count of all (decision 074)', async () => {
    const seller = await createSeller(t);
    const start = t.clock.now().getTime();
    // 55 warnings contested a minute apart, written straight to the table: the queue is what is tested here.
    const rows = Array.from({ length: 55 }, (_, i) => ({
      user_id: seller.id,
      kind: 'account_warned' as const,
      ground: 'terms_conduct' as const,
      facts: 'Messages insultants répétés.',
      decided_at: new Date(start - 2 * DAY),
      contest_until: new Date(start + 180 * DAY),
      access_key_hash: `cle-${i}`,
      complaint: 'Je conteste cet avertissement.',
      complained_at: new Date(start - DAY + i * 60_000),
      complaint_status: 'pending' as const,
    }));
    const inserted = await t.ctx.db.insertInto('moderation_decisions').values(rows).returning('id').execute();
    const mine = inserted.map((row) => row.id);

    const ids = await readAllPages(admin, '/api/admin/complaints');
    expect(ids.filter((id) => mine.includes(id))).toEqual(mine);
    expect(new Set(ids).size).toBe(ids.length);
    const first = (await admin.get('/api/admin/complaints')).json();
    expect([first.items.length, first.total]).toEqual([50, ids.length]);
    await expectPagingRefusals(admin, '/api/admin/complaints');
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.get('/api/admin/complaints')).statusCode).toBe(403);
    const sellerClient = await signIn(t, seller);
    expect((await sellerClient.get('/api/admin/complaints')).statusCode).toBe(403);
  });
});

describe("a member's decisions", () => {
  it('pages them newest first, ties by id, hers only (decision 076)', async () => {
    const seller = await createSeller(t);
    const start = t.clock.now().getTime();
    // Five warnings, written straight to the table, two of them at the same instant.
    const rows = [0, 1, 2, 2, 3].map((hours, i) => ({
      user_id: seller.id,
      kind: 'account_warned' as const,
      ground: 'terms_conduct' as const,
      facts: 'Messages insultants répétés.',
      decided_at: new Date(start - DAY + hours * HOUR),
      contest_until: new Date(start + 180 * DAY),
      access_key_hash: `cle-membre-${i}`,
    }));
    const inserted = await t.ctx.db.insertInto('moderation_decisions').values(rows).returning('id').execute();
    const sellerClient = await signIn(t, seller);

    const ids = await readAllPages(sellerClient, '/api/me/moderation-decisions', { limit: 2 });
    const tied = [inserted[2]!.id, inserted[3]!.id].sort().reverse();
    expect(ids).toEqual([inserted[4]!.id, ...tied, inserted[1]!.id, inserted[0]!.id]);
    await expectPagingRefusals(sellerClient, '/api/me/moderation-decisions');

    const stranger = await signIn(t, await createUser(t));
    const cursor = (await sellerClient.get('/api/me/moderation-decisions?limit=1')).json().nextCursor;
    expect((await stranger.get(`/api/me/moderation-decisions?cursor=${cursor}`)).json().items).toEqual([]);
    expect((await clientFor(t).get('/api/me/moderation-decisions')).statusCode).toBe(401);
  });
});
