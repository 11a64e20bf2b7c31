import type { Exchange } from './recordTraffic';

/** Where any of `secrets` appears in recorded traffic, as "METHOD url (part)": a key the browser must never see. */
export function findLeaks(exchanges: readonly Exchange[], secrets: readonly string[]): string[] {
  return exchanges.flatMap((exchange) => {
    const parts: [string, string][] = [
      ['url', exchange.url],
      ['request headers', JSON.stringify(exchange.requestHeaders)],
      ['request body', exchange.requestBody],
      ['response headers', JSON.stringify(exchange.responseHeaders)],
      ['response body', exchange.responseBody],
    ];
    return parts
      .filter(([, text]) => secrets.some((secret) => text.includes(secret)))
      .map(([part]) => `${exchange.method} ${exchange.url} (${part})`);
  });
}
