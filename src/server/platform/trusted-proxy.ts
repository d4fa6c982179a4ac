import { BlockList, isIP } from 'node:net';

/** proxy-addr's names (as TRUST_PROXY takes them, decision 032) and the networks they stand for. */
const NAMED_NETWORKS: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/**
 * Whether the immediate peer is one of the trusted proxies (Config['trustProxy']): only such a
 * peer may hand us what it knows of the request (its X-Request-Id). Fastify judges the same list
 * for X-Forwarded-For but does not expose its verdict, and genReqId runs before the request exists.
 */
export function trustedPeer(trustProxy: false | string[]): (address: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy) {
    for (const [network, prefix, family] of NAMED_NETWORKS[entry] ?? [parseEntry(entry)]) {
      list.addSubnet(network, prefix, family);
    }
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

function parseEntry(entry: string): [string, number, 'ipv4' | 'ipv6'] {
  const [address = '', prefix] = entry.split('/');
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  return [address, prefix === undefined ? (family === 'ipv4' ? 32 : 128) : Number(prefix), family];
}
