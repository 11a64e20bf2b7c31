import { describe, expect, it } from 'vitest';
import { readJsonWithin } from './readJsonWithin';

const encoder = new TextEncoder();

function request(body: ReadableStream<Uint8Array>): Request {
  return new Request('http://demo.test/auth/sign-in', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

/** A limit no test lives to see: set on the limit a test does not check, so only the other one can answer. */
const NEVER_MS = 60 * 60_000;

describe("the demo's JSON bodies", () => {
  // The body never ends and the total limit is out of reach, so an answer at all is the idle limit giving up on it.
  it('answer 408 when the body stalls, instead of holding the request open', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(encoder.encode('{"userId":')) });
    expect(await readJsonWithin(request(stalled), 4096, { idleMs: 100, totalMs: NEVER_MS })).toEqual({ status: 408 });
  });

  // The body keeps coming (a space each time it is read again) and never ends, and the idle limit is out of reach: only the total limit answers.
  it('answer 408 when the body trickles in past the total deadline', async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const trickling = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (first) {
            first = false;
            return controller.enqueue(encoder.encode('{"userId":'));
          }
          return new Promise<void>((resolve) => {
            timer = setTimeout(() => resolve(controller.enqueue(encoder.encode(' '))), 5);
          });
        },
        cancel: () => clearTimeout(timer),
      },
      { highWaterMark: 0 },
    );
    expect(await readJsonWithin(request(trickling), 4096, { idleMs: NEVER_MS, totalMs: 300 })).toEqual({ status: 408 });
  });

  it('read a body that arrives in time', async () => {
    expect(await readJsonWithin(new Request('http://demo.test/', { method: 'POST', body: '{"userId":"ada"}' }), 4096)).toEqual({
      value: { userId: 'ada' },
    });
  });
});
