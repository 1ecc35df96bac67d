import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// docs/journeys.md "Webhooks": a journey must not reach into the network it runs in. Addresses in
// private, loopback, link-local, carrier-grade NAT and unspecified ranges are refused unless the
// server allows them (tests, development).
const PRIVATE = new BlockList();
PRIVATE.addSubnet('0.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addAddress('::', 'ipv6');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** Why the URL's host may not be called, or null when it may. */
export async function refusedWebhookHost(url: URL, allowPrivateNetworks: boolean): Promise<string | null> {
  if (allowPrivateNetworks) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  const blocked = addresses.find(isPrivateAddress);
  return blocked ? `Refused: ${url.hostname} is a private or local address (${blocked}).` : null;
}
