import { describe, expect, it } from 'vitest';
import { readJsonWithin } from './readJsonWithin';

const encoder = new TextEncoder();

function request(body: ReadableStream<Uint8Array>): Request {
  return new Request('http://demo.test/auth/sign-in', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe("the demo's JSON bodies", () => {
  it('answer 408 when the body stalls, instead of holding the request open', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(encoder.encode('{"userId":')) });
    const started = performance.now();
    expect(await readJsonWithin(request(stalled), 4096, { idleMs: 100, totalMs: 400 })).toEqual({ status: 408 });
    expect(performance.now() - started).toBeLessThan(1_100);
  }, 3_000);

  it('answer 408 when the body trickles in past the total deadline', async () => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const trickling = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"userId":'));
        timer = setInterval(() => controller.enqueue(encoder.encode(' ')), 25);
      },
      cancel: () => clearInterval(timer),
    });
    const started = performance.now();
    expect(await readJsonWithin(request(trickling), 4096, { idleMs: 100, totalMs: 400 })).toEqual({ status: 408 });
    expect(performance.now() - started).toBeLessThan(1_400);
  }, 3_000);

  it('read a body that arrives in time', async () => {
    expect(await readJsonWithin(new Request('http://demo.test/', { method: 'POST', body: '{"userId":"ada"}' }), 4096)).toEqual({
      value: { userId: 'ada' },
    });
  });
});
