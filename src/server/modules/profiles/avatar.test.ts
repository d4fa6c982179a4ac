import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn, type TestUser } from '@test/factories';
import { GPS_IFD_TAG, jpegClaiming, phoneJpegWithGps, pngImage } from '@test/files';
import type { TestClient } from '@test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MB = 1024 * 1024;
const typeMessage = 'Seuls les fichiers JPG, PNG et WEBP sont autorisés';
const sizeMessage = 'La taille du fichier doit être inférieure à 2 Mo';

const uploadAvatar = (client: TestClient, name: string, type: string, data: Buffer) =>
  client.upload('/api/me/avatar', { name, type, data });

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

const avatarUrlOf = async (id: string) =>
  (await t.ctx.db.selectFrom('profiles').select('avatar_url').where('id', '=', id).executeTakeFirstOrThrow())
    .avatar_url;

/** The files kept for this user's avatars on the local disk (the test storage driver). */
async function storedAvatarFiles(userId: string): Promise<string[]> {
  const { storage } = t.ctx.config;
  if (storage.driver !== 'local') throw new Error('these tests read the local storage folder');
  const folder = path.join(storage.localDir, 'public', 'avatars', userId);
  const names = await readdir(folder).catch(() => []);
  return names.filter((name) => !name.endsWith('.type'));
}

async function signedIn(): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(t);
  return { user, client: await signIn(t, user) };
}

describe('POST /api/me/avatar', () => {
  it('stores a phone photo as a square WebP without its GPS or any metadata, and shows it everywhere at once', async () => {
    const { user, client } = await signedIn();
    const original = await phoneJpegWithGps(640, 480);
    expect((await sharp(original).metadata()).exif?.includes(GPS_IFD_TAG)).toBe(true);

    const response = await uploadAvatar(client, 'selfie.jpg', 'image/jpeg', original);
    expect(response.statusCode).toBe(200);
    const { avatarUrl, renditions } = response.json();
    const stem = `/media/public/avatars/${user.id}/avatar-\\d+-[0-9a-f]+`;
    expect(avatarUrl).toMatch(new RegExp(`^${stem}-400\\.webp$`));

    // Every rendition is a square WebP of its width, without the GPS or any metadata.
    expect(renditions.map((r: { width: number }) => r.width)).toEqual([64, 128, 400]);
    for (const { width, height, url } of renditions) {
      expect(url).toMatch(new RegExp(`^${stem}-${width}\\.webp$`));
      const file = await fetchFile(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
    expect(renditions.at(-1).url).toBe(avatarUrl);
    // The small ones weigh what a 40 px avatar should.
    expect((await fetchFile(renditions[0].url)).rawPayload.length).toBeLessThan(4 * 1024);

    expect(await avatarUrlOf(user.id)).toBe(avatarUrl);
    expect((await client.get('/api/me/profile')).json().avatarUrl).toBe(avatarUrl);
    expect((await client.get('/api/session')).json().user.avatarUrl).toBe(avatarUrl);
  });

  it('removes the previous photo file when a new one replaces it', async () => {
    const { user, client } = await signedIn();
    const first = (await uploadAvatar(client, 'a.png', 'image/png', await pngImage())).json().avatarUrl;
    const second = await uploadAvatar(
      client,
      'b.webp',
      'image/webp',
      await sharp(await pngImage())
        .webp()
        .toBuffer(),
    );
    expect(second.statusCode).toBe(200);

    for (const width of [64, 128]) expect((await fetchFile(first.replace('-400.', `-${width}.`))).statusCode).toBe(404);
    expect((await fetchFile(first)).statusCode).toBe(404);
    expect((await fetchFile(second.json().avatarUrl)).statusCode).toBe(200);
    expect(await storedAvatarFiles(user.id)).toHaveLength(3);
  });

  it('judges the type by the bytes: a GIF or a text file is refused whatever its name', async () => {
    const { user, client } = await signedIn();
    const gif = await sharp(await pngImage())
      .gif()
      .toBuffer();
    for (const [name, type, data] of [
      ['anime.gif', 'image/gif', gif],
      ['photo.jpg', 'image/jpeg', gif],
      ['photo.png', 'image/png', Buffer.from('pas une image du tout')],
    ] as const) {
      const response = await uploadAvatar(client, name, type, data);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(typeMessage);
    }
    expect(await avatarUrlOf(user.id)).toBeNull();
    expect(await storedAvatarFiles(user.id)).toEqual([]);
  });

  it('accepts a PNG sent under a misleading name', async () => {
    const { client } = await signedIn();
    const response = await uploadAvatar(client, 'photo.gif', 'image/gif', await pngImage());
    expect(response.statusCode).toBe(200);
  });

  it('accepts a photo of exactly 2 MB and refuses one byte more, keeping the current photo', async () => {
    const { user, client } = await signedIn();
    const png = await pngImage();
    const current = (await uploadAvatar(client, 'a.png', 'image/png', png)).json().avatarUrl;

    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const tooBig = await uploadAvatar(client, 'grosse.png', 'image/png', padded(2 * MB + 1));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toBe(sizeMessage);
    expect(await avatarUrlOf(user.id)).toBe(current);
    expect((await fetchFile(current)).statusCode).toBe(200);

    const limit = await uploadAvatar(client, 'pile.png', 'image/png', padded(2 * MB));
    expect(limit.statusCode).toBe(200);
  });

  it.each([
    ['more pixels than a phone takes', () => pngImage(6000, 5000), 'Image trop grande (max 25 mégapixels)'],
    ['a header claiming 60 000 × 60 000', () => jpegClaiming(60_000, 60_000), 'Image trop grande (max 25 mégapixels)'],
    [
      'a strip 13 times longer than wide',
      () => pngImage(300, 4000),
      "Image trop allongée (un côté au plus 10 fois plus long que l'autre)",
    ],
  ])('refuses %s in French, storing nothing', async (_label, picture, message) => {
    const { user, client } = await signedIn();
    const response = await uploadAvatar(client, 'photo.png', 'image/png', await picture());
    expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    expect(await avatarUrlOf(user.id)).toBeNull();
    expect(await storedAvatarFiles(user.id)).toEqual([]);
  });

  it('asks for a file when none is sent', async () => {
    const { client } = await signedIn();
    const response = await client.request('POST', '/api/me/avatar', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Veuillez sélectionner un fichier');
  });

  it('is refused to a visitor', async () => {
    const response = await uploadAvatar(clientFor(t), 'a.png', 'image/png', await pngImage());
    expect(response.statusCode).toBe(401);
  });
});

describe("another user's photo", () => {
  it('is never deleted by my upload, even when my profile points at it', async () => {
    const victim = await signedIn();
    const victimUrl = (await uploadAvatar(victim.client, 'a.png', 'image/png', await pngImage())).json().avatarUrl;
    const attacker = await signedIn();
    await t.ctx.db.updateTable('profiles').set({ avatar_url: victimUrl }).where('id', '=', attacker.user.id).execute();

    const response = await uploadAvatar(attacker.client, 'b.png', 'image/png', await pngImage());
    expect(response.statusCode).toBe(200);
    expect((await fetchFile(victimUrl)).statusCode).toBe(200);
    expect(await storedAvatarFiles(victim.user.id)).toHaveLength(3);
  });
});
