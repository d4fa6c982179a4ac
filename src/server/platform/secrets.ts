import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The application server's key pair that signs Web Push requests (VAPID); the public half goes to browsers. */
export type VapidKeys = { publicKey: string; privateKey: string };

export type Secrets = { auth: string; signing: string; vapid: VapidKeys };

const generate = () => randomBytes(32).toString('base64url');

/**
 * Secrets given in the environment win; those missing are generated once into
 * DATA_DIR/secrets.json (mode 600), so no secret ever lives in the repository.
 * The VAPID pair must stay the same across restarts: browsers subscribed with its public half.
 */
export function resolveSecrets(dataDir: string, given: Partial<Secrets>): Secrets {
  if (given.auth && given.signing && given.vapid) {
    return { auth: given.auth, signing: given.signing, vapid: given.vapid };
  }
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const persisted: Secrets = {
    auth: stored.auth ?? generate(),
    signing: stored.signing ?? generate(),
    vapid: stored.vapid ?? webpush.generateVAPIDKeys(),
  };
  if (persisted.auth !== stored.auth || persisted.signing !== stored.signing || persisted.vapid !== stored.vapid) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(persisted), { mode: 0o600 });
  }
  return {
    auth: given.auth ?? persisted.auth,
    signing: given.signing ?? persisted.signing,
    vapid: given.vapid ?? persisted.vapid,
  };
}
