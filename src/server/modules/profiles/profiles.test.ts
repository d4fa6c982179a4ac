import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { clientFor, createUser, signIn, type TestUser } from '@test/factories';
import type { TestClient } from '@test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fullForm = {
  fullName: 'Awa Diallo',
  username: 'awa_hair',
  bio: 'Perruquière à Lyon depuis 10 ans',
  phone: '+33 6 12 34 56 78',
  address: '12 rue de la République',
  postalCode: ' 69002 ',
  city: 'Lyon',
  country: 'France',
};

async function signedIn(
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(t, overrides);
  return { user, client: await signIn(t, user) };
}

const profileRow = (id: string) =>
  t.ctx.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/me/profile', () => {
  it('gives the owner their whole profile, e-mail and payout details included', async () => {
    const { user, client } = await signedIn({ fullName: 'Fatou Ndiaye', verified: true });
    await client.patch('/api/me/profile', { ...fullForm, fullName: 'Fatou Ndiaye', username: 'fatou_n' });
    await client.put('/api/me/payout-details', {
      paymentMethod: 'iban',
      ibanHolderName: 'Awa Diallo',
      ibanNumber: 'fr76 3000 6000 0112 3456 7890 189',
      password: user.password,
    });

    const response = await client.get('/api/me/profile');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      id: user.id,
      email: user.email,
      fullName: 'Fatou Ndiaye',
      username: 'fatou_n',
      isVerified: true,
      rating: { average: null, count: 0 },
      paymentMethod: 'iban',
      ibanHolderName: 'Awa Diallo',
      ibanNumber: 'FR7630006000011234567890189',
    });
  });

  it('says whether others can open the public page: only once something is listed', async () => {
    const { user, client } = await signedIn();
    const before = await client.get('/api/me/profile');
    expect(before.json().hasPublicPage).toBe(false);
    expect((await clientFor(t).get(`/api/sellers/${user.id}`)).statusCode).toBe(404);

    await insertProduct(t, user.id);
    const after = await client.get('/api/me/profile');
    expect(after.json().hasPublicPage).toBe(true);
    expect((await clientFor(t).get(`/api/sellers/${user.id}`)).statusCode).toBe(200);
  });

  it('is refused to a visitor', async () => {
    const response = await clientFor(t).get('/api/me/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Veuillez vous connecter pour continuer');
  });
});

describe('PATCH /api/me/profile', () => {
  it('saves every field of the form, trimmed, with empty fields as null', async () => {
    const { user, client } = await signedIn();
    const response = await client.patch('/api/me/profile', {
      ...fullForm,
      fullName: '  Awa  Diallo ',
      bio: '   ',
      city: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: 'Awa  Diallo',
      bio: null,
      postalCode: '69002',
      city: null,
      country: 'France',
    });

    const row = await profileRow(user.id);
    expect(row).toMatchObject({
      full_name: 'Awa  Diallo',
      username: 'awa_hair',
      bio: null,
      phone: '+33 6 12 34 56 78',
      address: '12 rue de la République',
      postal_code: '69002',
      city: null,
      country: 'France',
    });
  });

  it('changes only the fields it carries: a partial body erases nothing (RFC 7396)', async () => {
    const { user, client } = await signedIn();
    expect((await client.patch('/api/me/profile', { ...fullForm, username: 'partial_patch' })).statusCode).toBe(200);
    await client.put('/api/me/payout-details', {
      paymentMethod: 'paypal',
      paypalEmail: 'awa@example.com',
      password: user.password,
    });
    const before = await profileRow(user.id);

    const renamed = await client.patch('/api/me/profile', { fullName: 'Awa D.' });
    expect(renamed.statusCode).toBe(200);
    expect(await profileRow(user.id)).toEqual({ ...before, full_name: 'Awa D.', updated_at: expect.any(Date) });

    // null (or blank) clears a field; what is left out stays.
    const cleared = await client.patch('/api/me/profile', { phone: null, bio: '' });
    expect(cleared.json()).toMatchObject({
      fullName: 'Awa D.',
      phone: null,
      bio: null,
      city: 'Lyon',
      paymentMethod: 'paypal',
    });
    expect((await client.patch('/api/me/profile', { fullName: null })).statusCode).toBe(400);
  });

  it('refuses payout details, which change with the password only', async () => {
    const { user, client } = await signedIn();
    const before = await profileRow(user.id);
    const response = await client.patch('/api/me/profile', { ...fullForm, paymentMethod: 'iban', ibanNumber: 'FR76…' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Les coordonnées de versement se modifient dans leur propre formulaire, avec votre mot de passe',
    );
    expect(await profileRow(user.id)).toEqual(before);
  });

  it.each<[string, Record<string, string>, string]>([
    ['a 1-character name', { fullName: 'A' }, 'Le nom doit contenir au moins 2 caractères'],
    ['a 101-character name', { fullName: 'a'.repeat(101) }, 'Le nom est trop long (max 100 caractères)'],
    ['a 501-character bio', { bio: 'b'.repeat(501) }, 'La bio est trop longue (max 500 caractères)'],
    ['a 9-digit phone', { phone: '061234567' }, 'Numéro de téléphone invalide'],
    ['a 21-digit phone', { phone: '1'.repeat(21) }, 'Numéro de téléphone invalide'],
    ['a phone with letters', { phone: '06 12 34 56 7a' }, 'Numéro de téléphone invalide'],
    ['a phone with brackets', { phone: '(06) 12 34 56 78' }, 'Numéro de téléphone invalide'],
    ['a 201-character address', { address: 'a'.repeat(201) }, "L'adresse est trop longue (max 200 caractères)"],
    ['a 21-character postcode', { postalCode: '7'.repeat(21) }, 'Le code postal est trop long (max 20 caractères)'],
    ['a 101-character city', { city: 'c'.repeat(101) }, 'La ville est trop longue (max 100 caractères)'],
    ['a 101-character country', { country: 'p'.repeat(101) }, 'Le pays est trop long (max 100 caractères)'],
    ['a 2-character username', { username: 'aw' }, "Le nom d'utilisateur doit contenir au moins 3 caractères"],
    ['a 21-character username', { username: 'u'.repeat(21) }, "Le nom d'utilisateur est trop long (max 20 caractères)"],
    [
      'a username with a space',
      { username: 'awa diallo' },
      "Le nom d'utilisateur ne peut contenir que des lettres, chiffres, tirets et underscores",
    ],
  ])('refuses %s with the spec message and changes nothing', async (_case, change, message) => {
    const { user, client } = await signedIn();
    const before = await profileRow(user.id);
    const response = await client.patch('/api/me/profile', { ...fullForm, username: '', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await profileRow(user.id)).toEqual(before);
  });

  it.each<[string, Record<string, string>]>([
    ['2-character name', { fullName: 'Al' }],
    ['100-character name', { fullName: 'a'.repeat(100) }],
    ['500-character bio', { bio: 'b'.repeat(500) }],
    ['10-digit phone', { phone: '0612345678' }],
    ['20-character phone with a plus', { phone: `+${'1'.repeat(20)}` }],
    ['200-character address', { address: 'a'.repeat(200) }],
    ['100-character city and country', { city: 'c'.repeat(100), country: 'p'.repeat(100) }],
    ['3-character username', { username: 'a-b' }],
    ['20-character username', { username: 'U_'.repeat(10) }],
  ])('accepts a %s', async (_case, change) => {
    const { client } = await signedIn();
    const response = await client.patch('/api/me/profile', { ...fullForm, username: '', ...change });
    expect(response.statusCode).toBe(200);
  });

  it('keeps usernames unique whatever their case, with a clear message', async () => {
    const first = await signedIn();
    const second = await signedIn();
    expect((await first.client.patch('/api/me/profile', { ...fullForm, username: 'Nadia_Wigs' })).statusCode).toBe(200);

    const taken = await second.client.patch('/api/me/profile', {
      ...fullForm,
      fullName: 'Autre',
      username: 'nadia_WIGS',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: "Ce nom d'utilisateur est déjà pris, choisissez-en un autre",
    });
    expect(await profileRow(second.user.id)).toMatchObject({ username: null, full_name: second.user.fullName });

    // Its owner may still change its case.
    const recased = await first.client.patch('/api/me/profile', { ...fullForm, username: 'NADIA_WIGS' });
    expect(recased.json().username).toBe('NADIA_WIGS');
  });

  it('lets a seller change their public username but not clear it', async () => {
    const { user, client } = await signedIn({ roles: ['seller'] });
    expect((await client.patch('/api/me/profile', { username: `vend_${user.id.slice(0, 8)}` })).statusCode).toBe(200);
    const cleared = await client.patch('/api/me/profile', { username: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.message).toBe(
      "Un vendeur garde un nom d'utilisateur public : vous pouvez le changer, pas l'effacer",
    );
    expect((await profileRow(user.id)).username).toBe(`vend_${user.id.slice(0, 8)}`);
  });

  it('never sets roles, verification, e-mail, photo, referral or deletion fields, whatever is sent', async () => {
    const { user, client } = await signedIn();
    const before = await profileRow(user.id);
    const response = await client.patch('/api/me/profile', {
      ...fullForm,
      username: '',
      role: 'admin',
      roles: ['admin', 'seller'],
      isVerified: true,
      is_verified: true,
      email: 'pirate@example.test',
      avatarUrl: '/media/public/avatars/someone-else.webp',
      avatar_url: 'https://evil.example/x.png',
      referralCode: 'HACKED',
      referredBy: user.id,
      markedForDeletionAt: null,
      verificationDocumentKey: 'private/x',
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(200);

    const after = await profileRow(user.id);
    expect(after).toMatchObject({
      id: user.id,
      email: before.email,
      is_verified: false,
      avatar_url: before.avatar_url,
      referral_code: before.referral_code,
      referred_by: null,
    });
    const roles = await t.ctx.db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute();
    expect(roles).toEqual([]);
  });

  it("edits only the signed-in user's own profile, even when another id is sent", async () => {
    const victim = await createUser(t, { fullName: 'Victime Intacte' });
    const before = await profileRow(victim.id);
    const { user, client } = await signedIn();
    const response = await client.patch('/api/me/profile', {
      ...fullForm,
      username: '',
      id: victim.id,
      userId: victim.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
    expect(await profileRow(victim.id)).toEqual(before);
  });

  it('is refused to a visitor and to an account being deleted, changing nothing', async () => {
    const visitor = await clientFor(t).patch('/api/me/profile', fullForm);
    expect(visitor.statusCode).toBe(401);

    const { user, client } = await signedIn();
    await t.ctx.db
      .updateTable('profiles')
      .set({ marked_for_deletion_at: t.clock.now() })
      .where('id', '=', user.id)
      .execute();
    const leaving = await client.patch('/api/me/profile', { ...fullForm, username: 'leaving_user' });
    expect(leaving.statusCode).toBe(401);
    expect((await profileRow(user.id)).username).toBeNull();
  });
});
