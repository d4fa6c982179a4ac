import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExclusively } from '@server/platform/jobs';
import { type TestApp, createTestApp } from '@test/app';
import { createUser } from '@test/factories';
import { pngImage } from '@test/files';
import { avatarRenditionsJob } from './avatar-renditions-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const avatarUrlOf = async (id: string) =>
  (await t.ctx.db.selectFrom('profiles').select('avatar_url').where('id', '=', id).executeTakeFirstOrThrow())
    .avatar_url;

/** An avatar as stored before decision 031: one 400 px square, no renditions beside it. */
async function oldAvatar(userId: string, stored = true): Promise<string> {
  const key = `public/avatars/${userId}/avatar-1700000000000-ab12cd34.webp`;
  if (stored)
    await t.ctx.storage.put(
      key,
      await sharp(await pngImage(400, 400))
        .webp()
        .toBuffer(),
      'image/webp',
    );
  await t.ctx.db
    .updateTable('profiles')
    .set({ avatar_url: `/media/public/${key.slice('public/'.length)}` })
    .where('id', '=', userId)
    .execute();
  return `/media/${key}`;
}

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('the avatar renditions job', () => {
  it('gives an avatar stored before renditions its small files and points the profile at them', async () => {
    const user = await createUser(t);
    const oldUrl = await oldAvatar(user.id);

    expect(await runExclusively(t.ctx.db, avatarRenditionsJob(t.ctx))).toBe(1);

    const url = await avatarUrlOf(user.id);
    expect(url).toBe(`/media/public/avatars/${user.id}/avatar-1700000000000-ab12cd34-400.webp`);
    for (const width of [64, 128, 400]) {
      const file = await fetchFile((url as string).replace('-400.', `-${width}.`));
      expect(file.statusCode).toBe(200);
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: width });
    }
    expect((await fetchFile(oldUrl)).statusCode).toBe(404);
    // Done once: the next pass finds nothing left.
    expect(await runExclusively(t.ctx.db, avatarRenditionsJob(t.ctx))).toBe(0);
  });

  it('drops an old avatar whose file is gone, so pages show the initials instead of a broken picture', async () => {
    const user = await createUser(t);
    await oldAvatar(user.id, false);

    await runExclusively(t.ctx.db, avatarRenditionsJob(t.ctx));
    expect(await avatarUrlOf(user.id)).toBeNull();
  });

  it('leaves alone a profile pointing at a photo outside its own folder', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const foreign = await oldAvatar(owner.id);
    await t.ctx.db.updateTable('profiles').set({ avatar_url: foreign }).where('id', '=', other.id).execute();
    await runExclusively(t.ctx.db, avatarRenditionsJob(t.ctx));
    expect(await avatarUrlOf(other.id)).toBe(foreign);
  });
});
