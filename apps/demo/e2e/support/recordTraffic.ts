import type { BrowserContext, Response } from 'playwright-core';

/** One request and its response as the browser saw them. */
export interface SeenExchange {
  url: string;
  method: string;
  requestHeaders: Record<string, string>;
  requestBody: string;
  status: number;
  responseHeaders: Record<string, string>;
  /** The body when it is text; '' for binary bodies and event streams. */
  responseBody: string;
}

export interface TrafficLog {
  readonly exchanges: SeenExchange[];
  /** Waits until every response seen so far has been read (a body still streaming is given up on after 5 s). */
  settle(): Promise<void>;
}

const TEXT = /^(text\/(?!event-stream)|application\/(json|javascript|x-www-form-urlencoded)|image\/svg)/;

async function exchangeOf(response: Response): Promise<SeenExchange> {
  const request = response.request();
  const responseHeaders = await response.allHeaders();
  const isText = TEXT.test(responseHeaders['content-type'] ?? '');
  return {
    url: response.url(),
    method: request.method(),
    requestHeaders: await request.allHeaders(),
    requestBody: request.postData() ?? '',
    status: response.status(),
    responseHeaders,
    // Redirects and aborted loads have no body to read.
    responseBody: isText ? await response.text().catch(() => '') : '',
  };
}

/** Records every request and response of every page in `context`, popups included. */
export function recordTraffic(context: BrowserContext, log: SeenExchange[] = []): TrafficLog {
  const pending = new Set<Promise<void>>();
  context.on('response', (response) => {
    const done = exchangeOf(response).then(
      (exchange) => void log.push(exchange),
      () => undefined,
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  return {
    exchanges: log,
    settle: async () => {
      await Promise.race([Promise.all([...pending]), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    },
  };
}
