import { describe, expect, it } from 'vitest';
import { bodyTextOf, statusTextOf } from '../src/http';
import { urlRewriter } from '../src/rewriteServiceUrls';
import { toBrowserResponse } from '../src/toBrowserResponse';

const SERVICE = 'http://127.0.0.1:8787';
const PUBLIC = 'https://app.example.com/patchbay';
const rewriter = urlRewriter(SERVICE, PUBLIC, '/patchbay');
const json = (text: string) => new Response(text, { headers: { 'content-type': 'application/json' } });

describe('toBrowserResponse moves service URLs in JSON answers under the relay', () => {
  it('sends an answer that cannot hold a service URL as it came, byte for byte', async () => {
    const text = '{ "items": [ { "id": "ca_1", "logo": "https://cdn.example.com/x.svg" } ],\n  "next_cursor": null }';
    const answer = await toBrowserResponse(json(text), rewriter);
    expect(await answer.text()).toBe(text);
    expect(bodyTextOf(answer)).toBe(text);
  });

  it('keeps the status text with the body text, so compressing the answer need not read it back', async () => {
    const text = '{"error":{"slug":"not_found"}}';
    const answer = await toBrowserResponse(
      new Response(text, { status: 404, statusText: 'Gone Fishing', headers: { 'content-type': 'application/json' } }),
      rewriter,
    );
    expect(answer.statusText).toBe('Gone Fishing');
    expect(statusTextOf(answer)).toBe('Gone Fishing');
  });

  it('rewrites a service URL however the JSON spells it: plainly, with \\/ or with \\u escapes', async () => {
    const plain = `{"redirect_url":"${SERVICE}/connect/lt_1"}`;
    const slashes = `{"redirect_url":"${SERVICE.replaceAll('/', '\\/')}\\/connect\\/lt_1"}`;
    // The host spelled with \u escapes only: its text appears nowhere as it is.
    const escaped = `{"redirect_url":"http://\\u0031\\u0032\\u0037.0.0.1:8787/connect/lt_1"}`;
    for (const text of [plain, slashes, escaped]) {
      const answer = await toBrowserResponse(json(text), rewriter);
      expect(JSON.parse(await answer.text())).toEqual({ redirect_url: `${PUBLIC}/connect/lt_1` });
    }
  });

  it('leaves the service URLs of other paths, and other hosts, as they are', async () => {
    const text = `{"a":"${SERVICE}/api/v3/x","b":"http://127.0.0.1:9999/connect/lt_1"}`;
    const answer = await toBrowserResponse(json(text), rewriter);
    expect(JSON.parse(await answer.text())).toEqual({ a: `${SERVICE}/api/v3/x`, b: 'http://127.0.0.1:9999/connect/lt_1' });
  });
});
