import { bodyTextOf } from '@patchbay/relay/http';
import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/http/context';
import { compressAnswers } from '../src/http/compressAnswers';

/** Answers made with `c.json` in every way the service's routes call it. */
const ANSWERS: Record<string, (c: Context<AppEnv>) => Response> = {
  object: (c) => c.json({ id: 'ca_1', nested: { list: [1, 2.5, null, true] }, empty: {} }),
  array: (c) => c.json([{ slug: 'github' }, 'two', 3]),
  'string with unicode and </script>': (c) => c.json('héllo 世界 🎉 </script><script>alert(1)</script> \u2028 "quoted"'),
  'a custom status': (c) => c.json({ error: { slug: 'not_found' } }, 404),
  'a status and headers, a content type among them': (c) =>
    c.json({ error: 'gone' }, 410, { 'Content-Type': 'application/problem+json', 'X-Request-Id': 'req_1', 'Set-Cookie': ['a=1', 'b=2'] }),
  'a ResponseInit': (c) => c.json({ created: true }, { status: 201, headers: { Location: '/api/v3/x/1', 'Cache-Control': 'no-store' } }),
  'headers and status set on the context first': (c) => {
    c.status(202);
    c.header('X-Before', 'yes');
    c.header('Vary', 'Origin');
    return c.json({ accepted: true }, undefined, { 'X-After': 'also' });
  },
};

/**
 * The same answers from Hono's own `c.json` and from the one compressAnswers puts in its place, with a minBytes no
 * answer reaches so each goes out exactly as `c.json` made it. Also what text each answer was kept with.
 */
function apps() {
  const kept: (string | undefined)[] = [];
  const own = new Hono<AppEnv>();
  const wrapped = new Hono<AppEnv>();
  wrapped.use(async (c, next) => {
    await next();
    kept.push(bodyTextOf(c.res));
  });
  wrapped.use(compressAnswers({ minBytes: Number.MAX_SAFE_INTEGER }));
  for (const [index, answer] of Object.values(ANSWERS).entries()) {
    own.get(`/${index}`, answer);
    wrapped.get(`/${index}`, answer);
  }
  return { own, wrapped, kept };
}

describe("compressAnswers' c.json", () => {
  it.each(Object.keys(ANSWERS).map((name, index) => [name, index]))(
    'answers %s exactly as Hono’s own c.json does, keeping the text it sent',
    async (_, index) => {
      const { own, wrapped, kept } = apps();
      const url = `http://answers.test/${index}`;
      const expected = await own.request(url);
      const actual = await wrapped.request(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(expected.headers.get('content-type')).toMatch(/json/);
      expect(actual.status).toBe(expected.status);
      expect([...actual.headers]).toEqual([...expected.headers]);
      const text = await actual.text();
      expect(text).toBe(await expected.text());
      // The wrapper made this answer (not Hono's c.json, which it falls back to for values JSON cannot spell).
      expect(kept).toEqual([text]);
    },
  );
});
