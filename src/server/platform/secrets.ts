import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Secrets = { auth: string; signing: string };

const generate = () => randomBytes(32).toString('base64url');

/**
 * Secrets given in the environment win; those missing are generated once into
 * DATA_DIR/secrets.json (mode 600), so no secret ever lives in the repository.
 */
export function resolveSecrets(dataDir: string, given: Partial<Secrets>): Secrets {
  if (given.auth && given.signing) return { auth: given.auth, signing: given.signing };
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const persisted: Secrets = { auth: stored.auth ?? generate(), signing: stored.signing ?? generate() };
  if (persisted.auth !== stored.auth || persisted.signing !== stored.signing) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(persisted), { mode: 0o600 });
  }
  return { auth: given.auth ?? persisted.auth, signing: given.signing ?? persisted.signing };
}
