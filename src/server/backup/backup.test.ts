import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { type TestApp, createTestApp } from '@test/app';
import { backupSource, backupTargets, onServer, saveTestApp } from '@test/backup-targets';
import { folderDigests } from '@test/database-digests';
import { pngImage } from '@test/files';
import { orderParties, paidOrder } from '@test/order-factories';
import { type BackupSource, writeBackup } from './backup';
import { backupCommand, restoreCommand } from './backup-commands';
import { type Manifest, manifestSchema } from './manifest';

const serverUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(`.tmp/backup-test-${process.pid}-${randomUUID().slice(0, 8)}`);
const SECRETS = JSON.stringify({ auth: 'a'.repeat(43), signing: 's'.repeat(43) });
const targets = backupTargets(root);
const { emptyTarget, restoredDigests } = targets;

let t: TestApp;
let archive: string;
let manifest: Manifest;
let sourceDigests: Record<string, string>;
let sourceFiles: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  // A seller's listing with its photo, a buyer's order paid by a proof the admin approved.
  const parties = await orderParties(t);
  const photo = await parties.sellerClient.upload('/api/product-media?kind=image', {
    name: 'perruque.png',
    type: 'image/png',
    data: await pngImage(300, 300),
  });
  if (photo.statusCode !== 201) throw new Error(`photo upload failed: ${photo.body}`);
  await paidOrder(t, parties);
  // Secrets generated into DATA_DIR (the tests give theirs in the environment) travel too.
  const saved = await saveTestApp(t, path.join(root, 'sauvegarde.tar.gz'), SECRETS);
  ({ archive, manifest, databaseDigests: sourceDigests, files: sourceFiles } = saved);
}, 120_000);

afterAll(async () => {
  await t.close();
  await targets.removeAll();
});

function collecting() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    out: { log: (line: string) => lines.log.push(line), error: (line: string) => lines.error.push(line) },
  };
}

describe('a backup archive', () => {
  it('holds the database, every stored file and a manifest with each file’s SHA-256', () => {
    const kind = serverUrl ? 'postgres' : 'pglite';
    const stored = Object.keys(sourceFiles).filter((name) => !name.endsWith('.type'));
    expect(stored.some((name) => name.startsWith('public/'))).toBe(true);
    expect(stored.some((name) => name.startsWith('private/payment-proofs/'))).toBe(true);
    expect(manifest).toMatchObject({
      format: 'boucles-backup',
      formatVersion: 1,
      database: { kind },
      storage: { driver: 'local', storedFileCount: Object.keys(sourceFiles).length },
      secretsIncluded: true,
      fileCount: Object.keys(sourceFiles).length + 2,
    });
    expect(manifest.migrations.at(-1)).toMatch(/^00\d\d_/);
    expect(manifest.files.map((file) => file.path)).toContain(
      kind === 'pglite' ? 'database/pglite.tar' : 'database/postgres.dump',
    );
    const listed = manifestSchema.parse(JSON.parse(readEntry(archive, 'manifest.json').toString('utf8')));
    expect(listed).toEqual(manifest);
  });

  it('restores into an empty target: every table, sequence and stored file identical', async () => {
    const target = await emptyTarget();
    const { lines, out } = collecting();
    expect(await restoreCommand([archive], { config: target.config, out })).toBe(0);
    expect(lines.error).toEqual([]);
    expect(lines.log[0]).toContain('restaurée, toutes les empreintes SHA-256 vérifiées');

    expect(await restoredDigests(target)).toEqual(sourceDigests);
    expect(Object.keys(sourceDigests).length).toBeGreaterThan(30);
    expect(await folderDigests(path.join(target.dataDir, 'files'))).toEqual(sourceFiles);
    const secrets = path.join(target.dataDir, 'secrets.json');
    expect([readFileSync(secrets, 'utf8'), statSync(secrets).mode & 0o777]).toEqual([SECRETS, 0o600]);
  }, 60_000);

  it('refuses a target that already holds data, and changes nothing there', async () => {
    const target = await emptyTarget();
    if (target.databaseUrl) {
      await onServer('CREATE TABLE existing (id int PRIMARY KEY)', target.databaseUrl);
    } else {
      mkdirSync(target.dataDir, { recursive: true });
      writeFileSync(path.join(target.dataDir, 'notes.txt'), 'à garder');
    }
    const { lines, out } = collecting();
    expect(await restoreCommand([archive], { config: target.config, out })).toBe(1);
    expect(lines.error.join('\n')).toMatch(
      target.databaseUrl
        ? /contient déjà 1 table\(s\) dans le schéma public : une restauration ne remplace jamais des données/
        : /n'est pas vide : une restauration ne remplace jamais des données/,
    );
    if (target.databaseUrl) {
      const tables = await onServer("SELECT tablename FROM pg_tables WHERE schemaname = 'public'", target.databaseUrl);
      expect(tables).toEqual([{ tablename: 'existing' }]);
    } else {
      expect(readFileSync(path.join(target.dataDir, 'notes.txt'), 'utf8')).toBe('à garder');
      expect(existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);
    }
  });

  it('refuses an archive whose file was changed, before writing anything', async () => {
    const tar = gunzipSync(readFileSync(archive));
    // The first entry's data starts after its 512-byte header: one byte of the database dump changes.
    tar[512 + 4000] = (tar[512 + 4000] ?? 0) ^ 0xff;
    const changed = path.join(root, 'modifiee.tar.gz');
    writeFileSync(changed, gzipSync(tar));
    const target = await emptyTarget();
    const { lines, out } = collecting();
    expect(await restoreCommand([changed], { config: target.config, out })).toBe(1);
    expect(lines.error.join('\n')).toContain('ne correspond pas à son empreinte SHA-256');
    expect(lines.error.join('\n')).toContain("Rien n'a été restauré");
    expect(existsSync(target.dataDir)).toBe(false);
    if (target.databaseUrl) expect(await restoredDigests(target)).toEqual({});
  });

  it('refuses an archive cut short (no manifest at its end)', async () => {
    const whole = readFileSync(archive);
    const cut = path.join(root, 'coupee.tar.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = await emptyTarget();
    const { lines, out } = collecting();
    expect(await restoreCommand([cut], { config: target.config, out })).toBe(1);
    expect(lines.error.join('\n')).toMatch(/^L'archive .*coupee\.tar\.gz est abîmée ou incomplète/);
  });

  it('with S3, says the bucket keeps the files and copies none of them', async () => {
    const s3 = { driver: 's3', bucket: 'boucles-media' } as unknown as BackupSource['storage'];
    const withS3 = await writeBackup({ ...backupSource(t), storage: s3 }, path.join(root, 's3.tar.gz'));
    expect(withS3.storage).toEqual({
      driver: 's3',
      bucket: 'boucles-media',
      note: expect.stringContaining('activez son versionnage (aws s3api put-bucket-versioning --bucket boucles-media'),
    });
    expect(withS3.files.map((file) => file.path)).toEqual([manifest.files[0]?.path, 'secrets.json']);
  });
});

describe.runIf(serverUrl)('on PostgreSQL', () => {
  it('says in French that pg_dump is missing, with exit code 1, and writes no archive', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.ctx.config.dataDir, DATABASE_URL: t.databaseUrl! });
    const to = path.join(root, 'sans-pg-dump.tar.gz');
    const { lines, out } = collecting();
    const tools = { pgDump: '/nulle-part/pg_dump', pgRestore: 'pg_restore' };
    expect(await backupCommand(['--to', to], { config, out, tools })).toBe(1);
    expect(lines.error[0]).toMatch(/^pg_dump est introuvable sur cette machine.*postgresql-client-\d+/);
    expect(existsSync(to)).toBe(false);
  });
});

describe.runIf(!serverUrl)('on the embedded database', () => {
  it('backs up DATA_DIR only while no app holds it, through the command', async () => {
    const restored = await emptyTarget();
    expect(await restoreCommand([archive], { config: restored.config, out: collecting().out })).toBe(0);
    const lock = path.join(restored.dataDir, 'pglite', 'boucles.pid');
    expect(existsSync(lock)).toBe(false);

    // The app runs: another live process holds the folder.
    writeFileSync(lock, String(process.ppid));
    const to = path.join(root, 'pendant.tar.gz');
    const refused = collecting();
    expect(await backupCommand(['--to', to], { config: restored.config, out: refused.out })).toBe(1);
    expect(refused.lines.error[0]).toContain(`déjà ouverte par le processus ${process.ppid}`);
    expect(refused.lines.error[0]).toContain('se sauvegarde application arrêtée');
    expect(existsSync(to)).toBe(false);

    await rm(lock);
    const done = collecting();
    expect(await backupCommand([`--to=${to}`], { config: restored.config, out: done.out })).toBe(0);
    expect(done.lines.log[0]).toMatch(/^Sauvegarde écrite : .*pendant\.tar\.gz \(\d+(,\d)? Mo\)$/);
    expect(existsSync(lock)).toBe(false);
    const again = manifestSchema.parse(JSON.parse(readEntry(to, 'manifest.json').toString('utf8')));
    expect(again.files.slice(1)).toEqual(manifest.files.slice(1));
  }, 60_000);
});

/** One file of a gzipped tar, found by walking its headers. */
function readEntry(file: string, name: string): Buffer {
  const tar = gunzipSync(readFileSync(file));
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    const entryName = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = Number.parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, ''), 8);
    if (entryName === name) return tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${name} is not in ${file}`);
}
