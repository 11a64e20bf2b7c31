import type { BrowserContext, Response } from 'playwright-core';
import { SIGNAL_TIMEOUT_MS } from './signalTimeouts';

/** One request and its response as the browser saw them. */
export interface Exchange {
  url: string;
  method: string;
  requestHeaders: Record<string, string>;
  requestBody: string;
  status: number;
  responseHeaders: Record<string, string>;
  /** The body as text; '' for event streams and bodies that cannot be read (redirects, aborted loads). */
  responseBody: string;
}

export interface Traffic {
  readonly exchanges: Exchange[];
  /** Waits until every response seen so far has been read (a body still streaming after the tests' shared bound is given up on). */
  settle(): Promise<void>;
}

/** An event stream stays open, so reading its body would hold `settle()` until its timeout. */
const isEventStream = (headers: Record<string, string>) => /^text\/event-stream/.test(headers['content-type'] ?? '');

async function exchangeOf(response: Response): Promise<Exchange> {
  const request = response.request();
  const responseHeaders = await response.allHeaders();
  return {
    url: response.url(),
    method: request.method(),
    requestHeaders: await request.allHeaders(),
    requestBody: request.postData() ?? '',
    status: response.status(),
    responseHeaders,
    responseBody: isEventStream(responseHeaders) ? '' : await response.text().catch(() => ''),
  };
}

/**
 * Records every request and response of every page in `context`, popups
 * included, into `exchanges`: pass one list to several contexts to keep a
 * single log of them all.
 */
export function recordTraffic(context: BrowserContext, exchanges: Exchange[] = []): Traffic {
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
      let timer: ReturnType<typeof setTimeout> | undefined;
      const bound = new Promise((resolve) => (timer = setTimeout(resolve, SIGNAL_TIMEOUT_MS)));
      await Promise.race([Promise.all([...pending]), bound]).finally(() => clearTimeout(timer));
    },
  };
}
