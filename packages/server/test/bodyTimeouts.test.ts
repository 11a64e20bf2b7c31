import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_MS, NEVER_MS, PAUSE_MS, stalledBody, TOTAL_MS, tricklingBody } from '../../../scripts/test/slowBodies';
import { createPatchbayServer, type PatchbayServer } from '../src/createPatchbayServer';

const ORIGIN = 'http://patchbay.test';

/**
 * Bodies that arrive too slowly get a 408 in the service's envelope, for the
 * JSON API, the OAuth token endpoint (a form) and the MCP URLs alike. Each
 * service sets only one limit within reach, so the 408 names which one fired.
 */
describe('body timeouts of the service', () => {
  /** Only the idle limit can fire. */
  let idleOnly: PatchbayServer;
  /** Only the total limit can fire. */
  let totalOnly: PatchbayServer;
  beforeAll(() => {
    idleOnly = createPatchbayServer({ rateLimit: false, bodyTimeouts: { idleMs: IDLE_MS, totalMs: NEVER_MS } });
    totalOnly = createPatchbayServer({ rateLimit: false, bodyTimeouts: { idleMs: NEVER_MS, totalMs: TOTAL_MS } });
  });
  afterAll(async () => {
    await Promise.all([idleOnly.close(), totalOnly.close()]);
  });

  async function send(server: PatchbayServer, path: string, body: ReadableStream<Uint8Array>, contentType: string) {
    const response = await server.fetch(
      new Request(ORIGIN + path, {
        method: 'POST',
        headers: { 'x-api-key': server.projectApiKey, 'content-type': contentType, accept: 'application/json, text/event-stream' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    const envelope = (await response.json()) as { error: { slug: string; status: number; message: string; errors?: string[] } };
    return { status: response.status, error: envelope.error };
  }

  // The body never ends, so an answer at all is the idle limit giving up on it.
  it('answers 408 to a JSON body that stalls, once it has been silent for idleMs', async () => {
    const stalled = stalledBody('{"toolkit":');
    const answer = await send(idleOnly, '/api/v3/auth_configs', stalled.body, 'application/json');
    expect(answer).toMatchObject({ status: 408, error: { slug: 'request_timeout', status: 408, errors: ['body: stalled'] } });
    expect(answer.error.message).toContain('stalled');
    expect(stalled.cancelled()).toBe(true);
  });

  // The body keeps coming and never ends, and no chunk waits anywhere near idleMs: only the total limit answers.
  it('answers 408 to a JSON body that keeps trickling in but takes longer than totalMs', async () => {
    const trickling = tricklingBody('{"toolkit":');
    const answer = await send(totalOnly, '/api/v3/auth_configs', trickling.body, 'application/json');
    expect(answer).toMatchObject({ status: 408, error: { slug: 'request_timeout', errors: ['body: too slow'] } });
    expect(answer.error.message).toContain('did not arrive within');
    // The service read on past the first chunk: arriving data does not put the total deadline off.
    expect(trickling.sent()).toBeGreaterThan(1);
  });

  it('answers 408 to an OAuth token request whose form stalls or trickles', async () => {
    const form = 'application/x-www-form-urlencoded';
    const stalled = await send(idleOnly, '/oauth/token', stalledBody('grant_type=authorization_code&code=').body, form);
    expect(stalled).toMatchObject({ status: 408, error: { slug: 'request_timeout', errors: ['body: stalled'] } });
    const trickled = await send(totalOnly, '/oauth/token', tricklingBody('grant_type=authorization_code').body, form);
    expect(trickled).toMatchObject({ status: 408, error: { slug: 'request_timeout', errors: ['body: too slow'] } });
  });

  it('answers 408 to an MCP request whose body stalls', async () => {
    const created = await idleOnly.fetch(
      new Request(`${ORIGIN}/api/v3/tool_router/session`, {
        method: 'POST',
        headers: { 'x-api-key': idleOnly.projectApiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: 'u1' }),
      }),
    );
    const { mcp } = (await created.json()) as { mcp: { url: string } };
    const answer = await send(idleOnly, new URL(mcp.url).pathname, stalledBody('{"jsonrpc":"2.0",').body, 'application/json');
    expect(answer).toMatchObject({ status: 408, error: { slug: 'request_timeout', errors: ['body: stalled'] } });
  });

  // Each chunk comes well within idleMs, so the idle limit waits afresh for each: a body may take many times idleMs in all.
  it('still reads bodies that arrive in chunks, each in time', async () => {
    const spaces = Math.ceil((3 * IDLE_MS) / PAUSE_MS);
    const answer = await idleOnly.fetch(
      new Request(`${ORIGIN}/api/v3/auth_configs`, {
        method: 'POST',
        headers: { 'x-api-key': idleOnly.projectApiKey, 'content-type': 'application/json' },
        body: tricklingBody('{"toolkit":{"slug":"patchbay_noauth_demo"}}', { spaces }).body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(answer.status).toBe(201);
  });

  it('refuses timeouts that are not positive numbers of milliseconds', () => {
    expect(() => createPatchbayServer({ bodyTimeouts: { idleMs: 0 } })).toThrow(/bodyTimeouts.idleMs/);
    expect(() => createPatchbayServer({ bodyTimeouts: { totalMs: Number.NaN } })).toThrow(/bodyTimeouts.totalMs/);
  });
});
