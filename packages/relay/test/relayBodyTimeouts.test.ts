import { describe, expect, it } from 'vitest';
import { createRelay, type RelayOptions } from '../src';

const IDLE_MS = 100;
const TOTAL_MS = 400;
/** Room for a loaded machine: an answer later than this is no answer from the deadline. */
const SLACK_MS = 1_000;
const BASE = 'http://app.test/patchbay';

const encoder = new TextEncoder();

/** A body that sends `first` and then nothing, never ending: a client that stalled. */
function stalledBody(first: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(first));
    },
  });
}

/** A body that sends `first`, then a space every `everyMs` until `endAfterMs` (never, by default). */
function tricklingBody(first: string, everyMs: number, endAfterMs = Infinity): ReadableStream<Uint8Array> {
  let timer: ReturnType<typeof setInterval> | undefined;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(first));
      const started = performance.now();
      timer = setInterval(() => {
        if (performance.now() - started < endAfterMs) return controller.enqueue(encoder.encode(' '));
        clearInterval(timer);
        controller.close();
      }, everyMs);
    },
    cancel() {
      clearInterval(timer);
    },
  });
}

/** A relay in front of a stand-in service that reads whatever it is sent, recording each request's path. */
function relayWith(options: Partial<RelayOptions> = {}) {
  const forwarded: string[] = [];
  const relay = createRelay({
    target: async (request) => {
      forwarded.push(new URL(request.url).pathname);
      await request.arrayBuffer();
      return Response.json({ ok: true });
    },
    apiKey: 'pk_test',
    authenticate: () => ({ userId: 'alice' }),
    bodyTimeouts: { idleMs: IDLE_MS, totalMs: TOTAL_MS },
    ...options,
  });
  async function send(path: string, body: ReadableStream<Uint8Array>, contentType: string, method = 'POST') {
    const started = performance.now();
    const response = await relay(new Request(BASE + path, { method, headers: { 'content-type': contentType }, body, duplex: 'half' } as RequestInit));
    const text = await response.text();
    return { status: response.status, text, elapsed: performance.now() - started };
  }
  return { forwarded, send };
}

const slugOf = (text: string) => (JSON.parse(text) as { error: { slug: string } }).error.slug;

describe('relay: body timeouts', () => {
  it('answers 408 to a JSON body that stalls, within idleMs, and forwards nothing', async () => {
    const { forwarded, send } = relayWith();
    const answer = await send('/api/v3/toolkits/multi', stalledBody('{"toolkits":'), 'application/json');
    expect(answer.status).toBe(408);
    expect(slugOf(answer.text)).toBe('request_timeout');
    expect(answer.elapsed).toBeGreaterThanOrEqual(IDLE_MS - 5);
    expect(answer.elapsed).toBeLessThan(IDLE_MS + SLACK_MS);
    expect(forwarded).toEqual([]);
  }, 3_000);

  it('answers 408 to a JSON body that trickles in faster than idleMs but past totalMs', async () => {
    const { forwarded, send } = relayWith();
    const answer = await send('/api/v3/toolkits/multi', tricklingBody('{"toolkits":', IDLE_MS / 4), 'application/json');
    expect(answer.status).toBe(408);
    expect(slugOf(answer.text)).toBe('request_timeout');
    expect(answer.elapsed).toBeGreaterThanOrEqual(TOTAL_MS - 5);
    expect(answer.elapsed).toBeLessThan(TOTAL_MS + SLACK_MS);
    expect(forwarded).toEqual([]);
  }, 3_000);

  it('answers 408 to an OAuth token request on a public path whose form stalls or trickles, and forwards nothing', async () => {
    const { forwarded, send } = relayWith();
    const form = 'application/x-www-form-urlencoded';
    const stalled = await send('/oauth/token', stalledBody('grant_type=authorization_code&code='), form);
    expect(stalled.status).toBe(408);
    expect(slugOf(stalled.text)).toBe('request_timeout');
    expect(stalled.elapsed).toBeLessThan(IDLE_MS + SLACK_MS);
    const trickled = await send('/oauth/token', tricklingBody('grant_type=authorization_code', IDLE_MS / 4), form);
    expect(trickled.status).toBe(408);
    expect(trickled.elapsed).toBeLessThan(TOTAL_MS + SLACK_MS);
    expect(forwarded).toEqual([]);
  }, 3_000);

  it('forwards a hosted page form that arrives in time', async () => {
    const { forwarded, send } = relayWith();
    const answer = await send(
      '/oauth/token',
      tricklingBody('grant_type=authorization_code', IDLE_MS / 4, TOTAL_MS / 2),
      'application/x-www-form-urlencoded',
    );
    expect(answer.status).toBe(200);
    expect(forwarded).toEqual(['/oauth/token']);
  }, 3_000);

  it('streams uploads through, bound by no total deadline: the service stops those that stall', async () => {
    const { forwarded, send } = relayWith();
    const answer = await send('/uploads/obj_1?signature=x', tricklingBody('bytes', IDLE_MS / 4, TOTAL_MS * 2), 'application/octet-stream', 'PUT');
    expect(answer.status).toBe(200);
    expect(answer.elapsed).toBeGreaterThanOrEqual(TOTAL_MS * 2 - 5);
    expect(forwarded).toEqual(['/uploads/obj_1']);
  }, 3_000);

  it('refuses timeouts that are not positive numbers of milliseconds when created', () => {
    expect(() => relayWith({ bodyTimeouts: { idleMs: -1 } })).toThrow(/bodyTimeouts.idleMs/);
    expect(() => relayWith({ bodyTimeouts: { totalMs: Infinity } })).toThrow(/bodyTimeouts.totalMs/);
  });
});
