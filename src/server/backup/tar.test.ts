import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { TarFormatError, readTar, tarEnd, tarFile } from './tar';

const dir = mkdtempSync(path.join(tmpdir(), 'tar-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A storage key as long as ours get (a private file under two ids), past ustar's 100-byte names.
const longName = `files/private/payment-proofs/${'a'.repeat(36)}/${'b'.repeat(36)}-${'c'.repeat(20)}.png.type`;

async function archive(entries: [string, Buffer][]): Promise<Buffer> {
  const blocks: Buffer[] = [];
  for (const [name, data] of entries) for await (const block of tarFile(name, data.length, [data])) blocks.push(block);
  blocks.push(tarEnd());
  return Buffer.concat(blocks);
}

async function read(tar: Buffer) {
  const entries: [string, string][] = [];
  for await (const entry of readTar(Readable.from([tar]))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    entries.push([entry.name, Buffer.concat(chunks).toString('utf8')]);
  }
  return entries;
}

describe('the backup tar', () => {
  it('reads back what it wrote, long names included', async () => {
    expect(longName.length).toBeGreaterThan(100);
    const tar = await archive([
      [longName, Buffer.from('image/png')],
      ['manifest.json', Buffer.from('{"a":1}'.repeat(200))],
    ]);
    expect(await read(tar)).toEqual([
      [longName, 'image/png'],
      ['manifest.json', '{"a":1}'.repeat(200)],
    ]);
  });

  it('is a tar that the system tar lists and extracts', async () => {
    const file = path.join(dir, 'a.tar');
    writeFileSync(file, await archive([[longName, Buffer.from('image/png')]]));
    const { stdout } = await promisify(execFile)('tar', ['-xOf', file, longName]);
    expect(stdout).toBe('image/png');
    const listing = await promisify(execFile)('tar', ['-tf', file]);
    expect(listing.stdout.trim()).toBe(longName);
  });

  it('refuses a changed header and an archive cut short', async () => {
    const tar = await archive([['secrets.json', Buffer.from('{}')]]);
    const changed = Buffer.from(tar);
    changed[0] = 'S'.charCodeAt(0);
    await expect(read(changed)).rejects.toEqual(new TarFormatError('en-tête abîmé'));
    await expect(read(tar.subarray(0, 600))).rejects.toEqual(new TarFormatError('archive tronquée'));
  });

  it('refuses a file whose size changed while it was read', async () => {
    const blocks = tarFile('files/public/x.webp', 10, [Buffer.from('12345')]);
    await expect(Array.fromAsync(blocks)).rejects.toThrow(
      'files/public/x.webp a changé pendant la sauvegarde (5 octets lus, 10 attendus)',
    );
  });
});
