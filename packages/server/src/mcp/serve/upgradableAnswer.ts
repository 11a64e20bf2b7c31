import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** A comment line now and then keeps proxies and idle timers from cutting a stream that waits on the user. */
const KEEP_ALIVE_MS = 15_000;

/**
 * The answer to one MCP POST, plain JSON unless a tool call sends the client
 * a request first (an elicitation): from then on it is a `text/event-stream`
 * carrying that request, then the call's result. `opened` resolves when the
 * stream opens; `gone` aborts when the client stops reading it.
 */
export interface UpgradableAnswer {
  readonly opened: Promise<void>;
  readonly gone: AbortSignal;
  /** Writes `message` as an SSE event, opening the stream on the first one. */
  send(message: JSONRPCMessage): void;
  /** The stream as the POST's response (once `opened`); it ends after `final`'s messages. */
  response(final: Promise<Response>): Response;
}

export function upgradableAnswer(): UpgradableAnswer {
  const encoder = new TextEncoder();
  const goneController = new AbortController();
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      stop();
      goneController.abort();
    },
  });

  function stop() {
    closed = true;
    if (keepAlive !== undefined) clearInterval(keepAlive);
  }
  function write(text: string) {
    if (closed) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      stop();
      goneController.abort();
    }
  }

  return {
    opened,
    gone: goneController.signal,
    send(message) {
      if (closed) throw new Error('The call has already been answered.');
      // No event ids: a dropped stream is not resumed, the call ends and the client may call again.
      write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
      if (keepAlive === undefined) {
        keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        keepAlive.unref?.();
      }
      open();
    },
    response(final) {
      void final
        .then(async (answer) => {
          const body: unknown = JSON.parse(await answer.text());
          for (const message of Array.isArray(body) ? body : [body]) write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
        })
        .catch(() => undefined)
        .finally(() => {
          if (closed) return;
          stop();
          controller.close();
        });
      return new Response(stream, {
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
      });
    },
  };
}
