import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWebhookReceiver, generateWebhookSecret, signWebhook, verifyWebhook } from '../src';

const START = Date.parse('2026-03-02T08:00:00.000Z');

describe('webhook signatures', () => {
  it('signs as the vendor does: HMAC-SHA256 keyed by the secret string itself, not its base64-decoded bytes', async () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    const expected = createHmac('sha256', secret).update(`msg_p5jXN8AQM9LWM0D4loKWxJek.1614265330.${body}`).digest('base64');
    expect(await signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(`v1,${expected}`);
    // Not the Standard Webhooks vector, which keys with the decoded bytes after whsec_.
    expect(await signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).not.toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('verifies signature, body, secret and timestamp tolerance', async () => {
    const secret = 'whsec_' + Buffer.alloc(24, 7).toString('base64');
    const body = JSON.stringify({ id: 'msg_1', type: 'composio.trigger.message', timestamp: '2026-03-02T08:00:00.000Z', metadata: {}, data: {} });
    const at = new Date(START);
    const timestamp = Math.floor(START / 1000);
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': await signWebhook(secret, 'msg_1', timestamp, body),
    };

    expect(await verifyWebhook(secret, headers, body, { now: at })).toBe(true);
    expect(await verifyWebhook(secret, new Headers(headers), body, { now: at })).toBe(true);
    expect(await verifyWebhook(secret, { ...headers, 'webhook-signature': `v1,bm9wZQ== ${headers['webhook-signature']}` }, body, { now: at })).toBe(
      true,
    );
    expect(await verifyWebhook(secret, headers, body + ' ', { now: at })).toBe(false);
    expect(await verifyWebhook('whsec_' + Buffer.alloc(24, 8).toString('base64'), headers, body, { now: at })).toBe(false);
    expect(await verifyWebhook(secret, { ...headers, 'webhook-id': 'msg_2' }, body, { now: at })).toBe(false);
    expect(await verifyWebhook(secret, headers, body, { now: new Date(START + 299_000) })).toBe(true);
    expect(await verifyWebhook(secret, headers, body, { now: new Date(START + 301_000) })).toBe(false);
    expect(await verifyWebhook(secret, headers, body, { now: new Date(START - 301_000) })).toBe(false);
    expect(await verifyWebhook(secret, { 'webhook-id': 'msg_1', 'webhook-timestamp': String(timestamp) }, body, { now: at })).toBe(false);
    expect(await verifyWebhook(secret, { ...headers, 'webhook-timestamp': 'soon' }, body, { now: at })).toBe(false);
    expect(await verifyWebhook(secret, { ...headers, 'webhook-signature': 'v1,short' }, body, { now: at })).toBe(false);
  });
});

describe('verification options that would turn the timestamp check off', () => {
  const secret = 'whsec_' + Buffer.alloc(24, 7).toString('base64');
  const body = JSON.stringify({ id: 'msg_1', type: 'composio.trigger.message', timestamp: '2026-03-02T08:00:00.000Z', metadata: {}, data: {} });
  const timestamp = Math.floor(START / 1000);
  const signed = async () => ({
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await signWebhook(secret, 'msg_1', timestamp, body),
  });
  /** A year after the delivery was signed: a replay any real tolerance refuses. */
  const yearLater = new Date(START + 365 * 86_400_000);
  const unusable = [NaN, Infinity, -Infinity, -1, -300, '300', null];

  it('verifyWebhook refuses a toleranceSeconds that is NaN, Infinity, negative or not a number, naming it, instead of accepting a replay', async () => {
    const headers = await signed();
    for (const toleranceSeconds of unusable) {
      await expect(verifyWebhook(secret, headers, body, { now: yearLater, toleranceSeconds: toleranceSeconds as number })).rejects.toThrow(
        new TypeError(
          `verifyWebhook: toleranceSeconds must be a positive, finite number of seconds (or 0 to check no time), got ${typeof toleranceSeconds === 'number' ? String(toleranceSeconds) : typeof toleranceSeconds}.`,
        ),
      );
    }
    // The ones that still mean what they say: the default and a finite tolerance refuse the replay, 0 is the explicit opt-out.
    expect(await verifyWebhook(secret, headers, body, { now: yearLater })).toBe(false);
    expect(await verifyWebhook(secret, headers, body, { now: yearLater, toleranceSeconds: 0.5 })).toBe(false);
    expect(await verifyWebhook(secret, headers, body, { now: yearLater, toleranceSeconds: 0 })).toBe(true);
  });

  it('verifyWebhook refuses an invalid now, which would pass any timestamp', async () => {
    await expect(verifyWebhook(secret, await signed(), body, { now: new Date(NaN) })).rejects.toThrow(/now must be a valid Date/);
  });

  it('createWebhookReceiver refuses such a toleranceSeconds when it is made, not on a delivery', () => {
    for (const toleranceSeconds of unusable) {
      expect(() => createWebhookReceiver({ secret, onEvent: () => undefined, toleranceSeconds: toleranceSeconds as number })).toThrow(
        /^createWebhookReceiver: toleranceSeconds must be a positive, finite number of seconds/,
      );
    }
    expect(() => createWebhookReceiver({ secret, onEvent: () => undefined, toleranceSeconds: 0 })).not.toThrow();
  });
});

describe('generateWebhookSecret', () => {
  it('makes distinct secrets that sign', async () => {
    const [a, b] = [generateWebhookSecret(), generateWebhookSecret()];
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(a).not.toBe(b);
    expect(await signWebhook(a, 'msg_1', 1, '{}')).toMatch(/^v1,/);
  });
});
