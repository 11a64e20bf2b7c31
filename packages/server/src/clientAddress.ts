import type { IncomingHttpHeaders } from 'node:http';
import { normalizeAddress, type ProxyTrust } from './trustedProxies';

/** The header trusted proxies name the client in. */
export type ForwardedHeader = 'x-forwarded-for' | 'forwarded';

/** The addresses a header lists, the client first and the nearest proxy last, as written (not yet checked). */
function hopsOf(headers: IncomingHttpHeaders, header: ForwardedHeader): string[] {
  const value = headers[header];
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  // Split on every comma, quotes or not: the hops a trusted proxy appended come last whatever a client wrote before them.
  const entries = text.split(',');
  // Some proxies write X-Forwarded-For hops with a port too (`[2001:db8::1]:4711`, `192.0.2.1:4711`).
  if (header === 'x-forwarded-for') return entries.map((entry) => forwardedFor(entry.trim()));
  return entries.map((element) => {
    const pair = element.split(';').find((part) => part.trim().toLowerCase().startsWith('for='));
    return pair === undefined ? '' : forwardedFor(pair.trim().slice(4));
  });
}

/** The address of an RFC 7239 `for=` value or a hop: `192.0.2.1`, `"192.0.2.1:4711"`, `"[2001:db8::1]:4711"`, `2001:db8::1`. */
function forwardedFor(value: string): string {
  const unquoted = value.replace(/^"(.*)"$/, '$1');
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(unquoted);
  if (bracketed) return bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(unquoted);
  return withPort ? withPort[1]! : unquoted;
}

/**
 * Who a request comes from. A TCP peer that is not a trusted proxy is the
 * client, whatever the headers say. From a trusted proxy, the header is read
 * from its end (the hop the proxy itself appended) back towards the start,
 * past every trusted proxy: the first address that is not one is the
 * client. A hop that is no IP address (`unknown`, an obfuscated name, junk)
 * ends the walk at the proxy that forwarded it, so the requests of clients
 * that cannot be told apart are counted together, never let out of a limit.
 */
export function clientAddress(peer: string, headers: IncomingHttpHeaders, trust: ProxyTrust, header: ForwardedHeader): string {
  let client = normalizeAddress(peer) ?? peer;
  if (!trust.trusts(client)) return client;
  const hops = hopsOf(headers, header);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = normalizeAddress(hops[i]!);
    if (hop === undefined) return client;
    client = hop;
    if (!trust.trusts(hop)) return hop;
  }
  return client;
}
