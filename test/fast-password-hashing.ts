import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '@server/modules/auth/auth';

// Production hashes cost ~110 ms each by design; hundreds of test sign-ups would spend
// minutes there. Same algorithm and format, a cost 16 times lower (decision 008).
const COST = { N: 1024, r: 16, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export const fastPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    return timingSafeEqual(await derive(password, salt), Buffer.from(key, 'hex'));
  },
};
