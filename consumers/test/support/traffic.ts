import type { BrowserContext, Page, Response } from 'playwright-core';

/** One request and its response as the browser saw them. */
export interface Exchange {
  url: string;
  method: string;
  requestHeaders: Record<string, string>;
  requestBody: string;
  status: number;
  responseHeaders: Record<string, string>;
  /** The body as text ('' when it could not be read, e.g. a redirect). */
  responseBody: string;
}

async function exchangeOf(response: Response): Promise<Exchange> {
  const request = response.request();
  return {
    url: response.url(),
    method: request.method(),
    requestHeaders: await request.allHeaders(),
    requestBody: request.postData() ?? '',
    status: response.status(),
    responseHeaders: await response.allHeaders(),
    responseBody: await response.text().catch(() => ''),
  };
}

export interface Traffic {
  readonly exchanges: Exchange[];
  /** Waits until every response seen so far has been read (at most 5 s). */
  settle(): Promise<void>;
  /** Where any of `secrets` appears: "METHOD url (part)". */
  leaks(secrets: string[]): string[];
}

/** Records every request and response of every page of `context`, popups included. */
export function recordTraffic(context: BrowserContext): Traffic {
  const exchanges: Exchange[] = [];
  const pending = new Set<Promise<void>>();
  context.on('response', (response) => {
    const done = exchangeOf(response).then(
      (exchange) => void exchanges.push(exchange),
      () => undefined,
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  return {
    exchanges,
    settle: async () => {
      await Promise.race([Promise.all([...pending]), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    },
    leaks: (secrets) =>
      exchanges.flatMap((exchange) => {
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
      }),
  };
}

/** Console errors and uncaught page errors of `page`. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url || 'no location'})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
