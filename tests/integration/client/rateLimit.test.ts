import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatchbayApiError } from '@patchbay/client';
import { rejectionOf, startHarness, type Harness } from './harness';

// The server's real rate limiter: one request per key per second, answering
// 429 with `Retry-After: 1`.
let h: Harness | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await h?.close();
});

/** Lets real I/O and microtasks run while timers are fake. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('429 and Retry-After', () => {
  it('makes a GET wait for Retry-After, then succeed', async () => {
    // Fake only timeouts and Date: the server's limiter window moves with Date.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    h = startHarness({ rateLimit: { limit: 1, windowMs: 1000 } });
    // No per-attempt timer, so the only pending timer is the retry wait.
    const client = h.makeClient({ timeoutMs: 0 });
    await client.files.list();

    const pending = client.files.list();
    for (let i = 0; i < 100 && vi.getTimerCount() === 0; i++) await tick();
    expect(h.calls).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(h.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ items: [] });
    expect(h.calls).toHaveLength(3);
  });

  it('never retries a POST', async () => {
    // A window far longer than the test, so however slow the machine, both calls fall in it.
    h = startHarness({ rateLimit: { limit: 1, windowMs: 3_600_000 } });
    const client = h.makeClient();
    await client.files.list();
    const error = await rejectionOf(
      client.files.requestUpload({
        toolkit_slug: 'any',
        tool_slug: 'any',
        filename: 'a.txt',
        mimetype: 'text/plain',
        md5: '0'.repeat(32),
      }),
    );
    expect(error).toBeInstanceOf(PatchbayApiError);
    expect((error as PatchbayApiError).status).toBe(429);
    expect((error as PatchbayApiError).slug).toBe('rate_limited');
    // The 429 itself and nothing after it: no retry, so no wait for one.
    expect(h.calls).toHaveLength(2);
  });

  it('gives the 429 to the caller when retries are off', async () => {
    h = startHarness({ rateLimit: { limit: 1, windowMs: 3_600_000 } });
    const client = h.makeClient({ retries: 0 });
    await client.files.list();
    const error = await rejectionOf(client.files.list());
    expect((error as PatchbayApiError).status).toBe(429);
    expect(h.calls).toHaveLength(2);
  });
});
