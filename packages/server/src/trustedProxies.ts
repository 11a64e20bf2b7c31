import { BlockList, isIP } from 'node:net';

/** Whether a TCP peer is a proxy the server takes the word of about who the client is. */
export interface ProxyTrust {
  /** True when no peer is trusted: every TCP peer is the client itself. */
  readonly none: boolean;
  trusts(address: string): boolean;
}

/**
 * An address as the server compares it: an IPv4 address a dual-stack socket
 * reports as `::ffff:a.b.c.d` is that IPv4 address, an IPv6 zone (`%eth0`)
 * is dropped, and IPv6 is lower case. Undefined for what is no IP address.
 */
export function normalizeAddress(text: string): string | undefined {
  const bare = text.trim().replace(/%[^%]*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  const address = mapped ? mapped[1]! : bare.toLowerCase();
  return isIP(address) === 0 ? undefined : address;
}

const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 4 ? 'ipv4' : 'ipv6');

/**
 * Reads a `trustedProxies` list: IP addresses, CIDR ranges (`10.0.0.0/8`,
 * `fd00::/8`) and `'loopback'` (127.0.0.0/8 and ::1). Anything else throws a
 * TypeError naming `option`, when the server is made, not on a request.
 */
export function parseTrustedProxies(list: readonly string[] | undefined, option = 'trustedProxies'): ProxyTrust {
  if (list === undefined) return { none: true, trusts: () => false };
  if (!Array.isArray(list)) throw new TypeError(`${option} must be a list of IP addresses, CIDR ranges or 'loopback'.`);
  const blocks = new BlockList();
  for (const entry of list as unknown[]) {
    const refuse = (): never => {
      throw new TypeError(`${option}: ${JSON.stringify(entry)} is not an IP address, a CIDR range (such as 10.0.0.0/8) or 'loopback'.`);
    };
    if (typeof entry !== 'string') refuse();
    const text = (entry as string).trim();
    if (text === 'loopback') {
      blocks.addSubnet('127.0.0.0', 8, 'ipv4');
      blocks.addAddress('::1', 'ipv6');
      continue;
    }
    const [base = '', prefix, ...rest] = text.split('/');
    const address = normalizeAddress(base);
    if (address === undefined || rest.length > 0) refuse();
    const family = familyOf(address!);
    if (prefix === undefined) {
      blocks.addAddress(address!, family);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (family === 'ipv4' ? 32 : 128))) refuse();
    blocks.addSubnet(address!, bits, family);
  }
  const none = list.length === 0;
  return {
    none,
    trusts(text) {
      if (none) return false;
      const address = normalizeAddress(text);
      return address !== undefined && blocks.check(address, familyOf(address));
    },
  };
}
