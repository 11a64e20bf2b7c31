import { describe, expect, it } from 'vitest';
import { IDLE_MS, NEVER_MS, stalledBody, TOTAL_MS, tricklingBody } from '../../../scripts/test/slowBodies';
import { createRelay, type RelayOptions } from '../src';

const IDLE_ONLY = { idleMs: IDLE_MS, totalMs: NEVER_MS };
const TOTAL_ONLY = { idleMs: NEVER_MS, totalMs: TOTAL_MS };
const BASE = 'http://app.test/patchbay';

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
    bodyTimeouts: IDLE_ONLY,
    ...options,
  });
  async function send(path: string, body: ReadableStream<Uint8Array>, contentType: string, method = 'POST') {
    const response = await relay(new Request(BASE + path, { method, headers: { 'content-type': contentType }, body, duplex: 'half' } as RequestInit));
    const text = await response.text();
    return { status: response.status, text };
  }
  return { forwarded, send };
}

const errorOf = (text: string) => (JSON.parse(text) as { error: { slug: string; errors?: string[] } }).error;

/** Settles once `ms` have passed: the end of a body that must last at least that long. */
const pastMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('relay: body timeouts', () => {
  // The body never ends, so an answer at all is the idle limit giving up on it.
  it('answers 408 to a JSON body that stalls for idleMs, and forwards nothing', async () => {
    const { forwarded, send } = relayWith({ bodyTimeouts: IDLE_ONLY });
    const answer = await send('/api/v3/toolkits/multi', stalledBody('{"toolkits":').body, 'application/json');
    expect(answer.status).toBe(408);
    expect(errorOf(answer.text)).toMatchObject({ slug: 'request_timeout', errors: ['body: stalled'] });
    expect(forwarded).toEqual([]);
  });

  // The body keeps coming and never ends, and no chunk waits anywhere near idleMs: only the total limit answers.
  it('answers 408 to a JSON body that keeps trickling in past totalMs, and forwards nothing', async () => {
    const { forwarded, send } = relayWith({ bodyTimeouts: TOTAL_ONLY });
    const trickling = tricklingBody('{"toolkits":');
    const answer = await send('/api/v3/toolkits/multi', trickling.body, 'application/json');
    expect(answer.status).toBe(408);
    expect(errorOf(answer.text)).toMatchObject({ slug: 'request_timeout', errors: ['body: too slow'] });
    // The relay read on past the first chunk: arriving data does not put the total deadline off.
    expect(trickling.sent()).toBeGreaterThan(1);
    expect(forwarded).toEqual([]);
  });

  it('answers 408 to an OAuth token request on a public path whose form stalls or trickles, and forwards nothing', async () => {
    const form = 'application/x-www-form-urlencoded';
    const idle = relayWith({ bodyTimeouts: IDLE_ONLY });
    const stalled = await idle.send('/oauth/token', stalledBody('grant_type=authorization_code&code=').body, form);
    expect(stalled.status).toBe(408);
    expect(errorOf(stalled.text)).toMatchObject({ slug: 'request_timeout', errors: ['body: stalled'] });
    const total = relayWith({ bodyTimeouts: TOTAL_ONLY });
    const trickled = await total.send('/oauth/token', tricklingBody('grant_type=authorization_code').body, form);
    expect(trickled.status).toBe(408);
    expect(errorOf(trickled.text)).toMatchObject({ slug: 'request_timeout', errors: ['body: too slow'] });
    expect([...idle.forwarded, ...total.forwarded]).toEqual([]);
  });

  // Each chunk comes well within idleMs, so the idle limit waits afresh for each: a form may take many times idleMs in all.
  it('forwards a hosted page form that arrives in chunks, each in time', async () => {
    const { forwarded, send } = relayWith({ bodyTimeouts: IDLE_ONLY });
    const answer = await send(
      '/oauth/token',
      tricklingBody('grant_type=authorization_code', { until: pastMs(3 * IDLE_MS) }).body,
      'application/x-www-form-urlencoded',
    );
    expect(answer.status).toBe(200);
    expect(forwarded).toEqual(['/oauth/token']);
  });

  // A real clock, since a deadline that is missing shows only once its time has passed: the body cannot end before totalMs has.
  it('streams uploads through, bound by no total deadline: the service stops those that stall', async () => {
    const { forwarded, send } = relayWith({ bodyTimeouts: { idleMs: IDLE_MS, totalMs: TOTAL_MS } });
    const answer = await send(
      '/uploads/obj_1?signature=x',
      tricklingBody('bytes', { until: pastMs(2 * TOTAL_MS) }).body,
      'application/octet-stream',
      'PUT',
    );
    expect(answer.status).toBe(200);
    expect(forwarded).toEqual(['/uploads/obj_1']);
  });

  it('refuses timeouts that are not positive numbers of milliseconds when created', () => {
    expect(() => relayWith({ bodyTimeouts: { idleMs: -1 } })).toThrow(/bodyTimeouts.idleMs/);
    expect(() => relayWith({ bodyTimeouts: { totalMs: Infinity } })).toThrow(/bodyTimeouts.totalMs/);
  });
});
