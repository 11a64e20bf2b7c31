import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatchbayServer, type PatchbayServer } from '../src/createPatchbayServer';

const ORIGIN = 'http://patchbay.test';
const IDLE_MS = 100;
const TOTAL_MS = 400;
/** Room for a loaded machine: an answer later than this is no answer from the deadline. */
const SLACK_MS = 1_000;

const encoder = new TextEncoder();

/** A body that sends `first` and then nothing, never ending: a client that stalled. */
function stalledBody(first: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(first));
    },
  });
}

/** A body that sends `first`, then a space every `everyMs` for ever (JSON and forms read spaces as nothing). */
function tricklingBody(first: string, everyMs: number): ReadableStream<Uint8Array> {
  let timer: ReturnType<typeof setInterval> | undefined;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(first));
      timer = setInterval(() => controller.enqueue(encoder.encode(' ')), everyMs);
    },
    cancel() {
      clearInterval(timer);
    },
  });
}

/**
 * Bodies that arrive too slowly get a 408 in the service's envelope, for the
 * JSON API, the OAuth token endpoint (a form) and the MCP URLs alike.
 */
describe('body timeouts of the service', () => {
  let server: PatchbayServer;
  beforeAll(() => {
    server = createPatchbayServer({ rateLimit: false, bodyTimeouts: { idleMs: IDLE_MS, totalMs: TOTAL_MS } });
  });
  afterAll(async () => {
    await server.close();
  });

  async function send(path: string, body: ReadableStream<Uint8Array>, contentType: string) {
    const started = performance.now();
    const response = await server.fetch(
      new Request(ORIGIN + path, {
        method: 'POST',
        headers: { 'x-api-key': server.projectApiKey, 'content-type': contentType, accept: 'application/json, text/event-stream' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    const envelope = (await response.json()) as { error: { slug: string; status: number; message: string } };
    return { status: response.status, error: envelope.error, elapsed: performance.now() - started };
  }

  it('answers 408 to a JSON body that stalls, once it has been silent for idleMs', async () => {
    const answer = await send('/api/v3/auth_configs', stalledBody('{"toolkit":'), 'application/json');
    expect(answer).toMatchObject({ status: 408, error: { slug: 'request_timeout', status: 408 } });
    expect(answer.error.message).toContain('stalled');
    expect(answer.elapsed).toBeGreaterThanOrEqual(IDLE_MS - 5);
    expect(answer.elapsed).toBeLessThan(IDLE_MS + SLACK_MS);
  }, 3_000);

  it('answers 408 to a JSON body that trickles in faster than idleMs but takes longer than totalMs', async () => {
    const answer = await send('/api/v3/auth_configs', tricklingBody('{"toolkit":', IDLE_MS / 4), 'application/json');
    expect(answer).toMatchObject({ status: 408, error: { slug: 'request_timeout' } });
    expect(answer.error.message).toContain('did not arrive within');
    expect(answer.elapsed).toBeGreaterThanOrEqual(TOTAL_MS - 5);
    expect(answer.elapsed).toBeLessThan(TOTAL_MS + SLACK_MS);
  }, 3_000);

  it('answers 408 to an OAuth token request whose form stalls or trickles', async () => {
    const form = 'application/x-www-form-urlencoded';
    const stalled = await send('/oauth/token', stalledBody('grant_type=authorization_code&code='), form);
    expect(stalled).toMatchObject({ status: 408, error: { slug: 'request_timeout' } });
    expect(stalled.elapsed).toBeLessThan(IDLE_MS + SLACK_MS);
    const trickled = await send('/oauth/token', tricklingBody('grant_type=authorization_code', IDLE_MS / 4), form);
    expect(trickled).toMatchObject({ status: 408, error: { slug: 'request_timeout' } });
    expect(trickled.elapsed).toBeLessThan(TOTAL_MS + SLACK_MS);
  }, 3_000);

  it('answers 408 to an MCP request whose body stalls', async () => {
    const created = await server.fetch(
      new Request(`${ORIGIN}/api/v3/tool_router/session`, {
        method: 'POST',
        headers: { 'x-api-key': server.projectApiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: 'u1' }),
      }),
    );
    const { mcp } = (await created.json()) as { mcp: { url: string } };
    const answer = await send(new URL(mcp.url).pathname, stalledBody('{"jsonrpc":"2.0",'), 'application/json');
    expect(answer).toMatchObject({ status: 408, error: { slug: 'request_timeout' } });
    expect(answer.elapsed).toBeLessThan(IDLE_MS + SLACK_MS);
  }, 3_000);

  it('still reads bodies that arrive in time, in chunks', async () => {
    const answer = await server.fetch(
      new Request(`${ORIGIN}/api/v3/auth_configs`, {
        method: 'POST',
        headers: { 'x-api-key': server.projectApiKey, 'content-type': 'application/json' },
        body: tricklingBody('{"toolkit":{"slug":"patchbay_noauth_demo"}}', IDLE_MS / 4).pipeThrough(endAfter(TOTAL_MS / 2)),
        duplex: 'half',
      } as RequestInit),
    );
    expect(answer.status).toBe(201);
  }, 3_000);

  it('refuses timeouts that are not positive numbers of milliseconds', () => {
    expect(() => createPatchbayServer({ bodyTimeouts: { idleMs: 0 } })).toThrow(/bodyTimeouts.idleMs/);
    expect(() => createPatchbayServer({ bodyTimeouts: { totalMs: Number.NaN } })).toThrow(/bodyTimeouts.totalMs/);
  });
});

/** Passes chunks through for `ms`, then ends the stream (and cancels its source). */
function endAfter(ms: number): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    start(controller) {
      setTimeout(() => controller.terminate(), ms);
    },
  });
}
