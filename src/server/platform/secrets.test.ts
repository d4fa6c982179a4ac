import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSecrets } from './secrets';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const given = { auth: 'a'.repeat(32), signing: 's'.repeat(32) };

describe('resolveSecrets', () => {
  it('generates the VAPID pair once, even when the other secrets come from the environment', () => {
    const dir = dataDir();
    const first = resolveSecrets(dir, given);
    expect(first).toMatchObject(given);
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(resolveSecrets(dir, given).vapid).toEqual(first.vapid);
    expect(JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')).vapid).toEqual(first.vapid);
  });

  it('keeps the secrets an older version stored, and adds the VAPID pair', () => {
    const dir = dataDir();
    const file = path.join(dir, 'secrets.json');
    const older = { auth: 'stored-auth', signing: 'stored-signing' };
    writeFileSync(file, JSON.stringify(older));
    const secrets = resolveSecrets(dir, {});
    expect(secrets).toMatchObject(older);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ ...older, vapid: secrets.vapid });
  });

  it('writes nothing when the environment gives every secret', () => {
    const dir = dataDir();
    const vapid = { publicKey: 'public', privateKey: 'private' };
    expect(resolveSecrets(dir, { ...given, vapid })).toEqual({ ...given, vapid });
    expect(() => readFileSync(path.join(dir, 'secrets.json'))).toThrow(/ENOENT/);
  });
});
