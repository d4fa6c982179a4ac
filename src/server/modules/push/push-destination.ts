import { type LookupAddress, lookup } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, type LookupFunction, isIP } from 'node:net';

/**
 * Whether a host is one of the browsers' push services (PUSH_SERVICE_HOSTS): the server
 * posts to a subscription's endpoint at every notification, so an account must not be able
 * to point it anywhere else (decision 044). `*.example.com` stands for its subdomains.
 */
export function isPushServiceHost(hostname: string, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}

/** This machine, the private networks and addresses that are nobody's (RFC 6890), IPv4 and IPv6. */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** Loopback, private, link-local, unique-local, carrier-grade NAT, multicast or unspecified (IPv4-mapped too). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && notPublic.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

/**
 * Resolves a push service's name and refuses it if any of its addresses is private: checked
 * where the connection is made, so a name that changes its answer between a check and the
 * connection (DNS rebinding) still cannot reach an internal service.
 */
function publicOnlyLookup(): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new PrivateAddressError(`${hostname} resolves to a private address`), '', 0);
      }
      const first = addresses[0]!;
      if (options.all) (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

/**
 * The agent Web Push connects through. `allowPrivateAddresses` (tests: a fake push service
 * on this machine) and `ca` (its self-signed certificate) are for tests only.
 */
export function pushAgent(options: { allowPrivateAddresses: boolean; ca?: string }): Agent {
  return new Agent({
    ...(options.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup() }),
    ...(options.ca ? { ca: options.ca } : {}),
  });
}

/**
 * Why the server will not post to this endpoint, or null. An address written out (no name
 * to resolve) is checked here, since no look-up happens for it.
 */
export function refusedPushDestination(
  endpoint: string,
  rules: { serviceHosts: readonly string[]; allowPrivateAddresses: boolean },
): string | null {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:' || !isPushServiceHost(host, rules.serviceHosts)) {
    return 'not a push service (PUSH_SERVICE_HOSTS)';
  }
  if (!rules.allowPrivateAddresses && isPrivateAddress(host)) return 'a private address';
  return null;
}
