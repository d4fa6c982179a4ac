import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { isPrivateAddress, isPushServiceHost } from './push-destination';

describe("the browsers' push services, by default", () => {
  const hosts = loadConfig({}).push.serviceHosts;

  it.each([
    'fcm.googleapis.com',
    'updates.push.services.mozilla.com',
    'web.push.apple.com',
    'api.push.apple.com',
    'wns2-par02p.notify.windows.com',
    'FCM.googleapis.com.',
  ])('posts to %s', (host) => expect(isPushServiceHost(host, hosts)).toBe(true));

  it.each([
    'metadata.google.internal',
    'googleapis.com',
    'fcm.googleapis.com.evil.example',
    'evilpush.apple.com',
    'push.apple.com',
    'notify.windows.com',
    'localhost',
  ])('refuses %s', (host) => expect(isPushServiceHost(host, hosts)).toBe(false));
});

describe('private addresses', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0'])(
    'IPv4 %s is private',
    (address) => expect(isPrivateAddress(address)).toBe(true),
  );
  it.each(['::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])('IPv6 %s is private', (address) =>
    expect(isPrivateAddress(address)).toBe(true),
  );
  it.each(['142.250.179.74', '17.188.128.10', '2a00:1450:4007:80c::200a'])('%s is public', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );
});
