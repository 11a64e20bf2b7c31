import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, signWebhook, verifyWebhook } from '../src';

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

describe('generateWebhookSecret', () => {
  it('makes distinct secrets that sign', async () => {
    const [a, b] = [generateWebhookSecret(), generateWebhookSecret()];
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(a).not.toBe(b);
    expect(await signWebhook(a, 'msg_1', 1, '{}')).toMatch(/^v1,/);
  });
});
