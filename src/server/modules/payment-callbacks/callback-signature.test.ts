import { describe, expect, it } from 'vitest';
import { genericSignature, waveSignature } from '@test/payment-provider';
import { checkSignature } from './callback-signature';
import { providerNamed } from './providers';

const SECRET = 'wave_sn_WHS_unit-test-secret-000';
const at = new Date('2026-11-26T01:00:00Z');
const body = '{"id":"AE_sn_1","type":"checkout.session.completed"}';
const wave = providerNamed('wave')!.adapter;
const generic = providerNamed('generic')!.adapter;
const check = (header: string | undefined, now = at, payload = body, adapter = wave) =>
  checkSignature(header, (t) => adapter.signedPayload(t, Buffer.from(payload)), SECRET, now);

describe('callback signatures', () => {
  it("accepts Wave's t=…,v1=… over timestamp + raw body, within five minutes either way", () => {
    expect(check(waveSignature(body, at, SECRET))).toBe('valid');
    expect(check(waveSignature(body, at, SECRET), new Date(at.getTime() + 300_000))).toBe('valid');
    expect(check(waveSignature(body, at, SECRET), new Date(at.getTime() + 301_000))).toBe('stale');
    expect(check(waveSignature(body, at, SECRET), new Date(at.getTime() - 301_000))).toBe('stale');
  });

  it('accepts any of several v1 signatures, as while a secret is rotated', () => {
    const [t, v1] = waveSignature(body, at, SECRET).split(',');
    const old = waveSignature(body, at, 'an-old-secret-0123456789').split(',')[1];
    expect(check(`${t},${old},${v1}`)).toBe('valid');
    expect(check(`${t},${old}`)).toBe('invalid');
  });

  it('refuses a changed byte, another secret, a missing part or a malformed header', () => {
    expect(check(waveSignature(body, at, SECRET), at, body.replace('1', '2'))).toBe('invalid');
    expect(check(waveSignature(body, at, 'another-secret-0123456789'))).toBe('invalid');
    const [t, v1] = waveSignature(body, at, SECRET).split(',');
    for (const header of [
      undefined,
      '',
      t,
      v1,
      `${t},v1=zz`,
      `${t},${v1?.slice(0, -2)}`,
      `t=abc,${v1}`,
      'x'.repeat(2000),
    ]) {
      expect(check(header)).toBe('invalid');
    }
  });

  it('keeps the two schemes apart: ours signs "t." + body, Wave signs "t" + body', () => {
    expect(check(genericSignature(body, at, SECRET), at, body, generic)).toBe('valid');
    expect(check(waveSignature(body, at, SECRET), at, body, generic)).toBe('invalid');
    expect(check(genericSignature(body, at, SECRET), at, body, wave)).toBe('invalid');
  });
});
