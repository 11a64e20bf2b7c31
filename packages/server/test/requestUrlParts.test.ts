import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestOrigin } from '../src/http/requestOrigin';
import { searchParamsOf } from '../src/http/validate';

/** URLs as a request carries them: serialized by the URL parser, odd spellings included. */
const requestUrl = fc
  .tuple(
    fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withUserInfo: true, withPort: true, withIPv6: true } }),
    fc.constantFrom('', 'HTTP://Example.COM:80', 'https://EXAMPLE.com:443', 'http://127.0.0.1:8080', 'http://[::1]:3000'),
    fc.string({ unit: fc.constantFrom('a', '=', '&', '?', '#', '%', '+', ' ', 'é', '/'), maxLength: 20 }),
  )
  .map(([web, base, tail]) => new URL(base === '' ? web : `${base}/p?${tail}`).href);

describe('the parts of a request URL read without parsing it', () => {
  it('reads the origin new URL reads', () => {
    fc.assert(
      fc.property(requestUrl, (url) => {
        expect(requestOrigin(url)).toBe(new URL(url).origin);
      }),
    );
  });

  it('reads the query new URL reads, fragment left out', () => {
    fc.assert(
      fc.property(requestUrl, (url) => {
        expect([...searchParamsOf(url)]).toEqual([...new URL(url).searchParams]);
      }),
    );
  });

  it('reads the hard cases', () => {
    expect(requestOrigin('http://user:pass@host.test/a')).toBe('http://host.test');
    expect(requestOrigin('http://a.test/x@y')).toBe('http://a.test');
    expect([...searchParamsOf('http://a.test/?q=1#f?x=2')]).toEqual([['q', '1']]);
    expect([...searchParamsOf('http://a.test/x#?q=1')]).toEqual([]);
    expect([...searchParamsOf('http://a.test/x?a=1?b=2&c=?')]).toEqual([...new URL('http://a.test/x?a=1?b=2&c=?').searchParams]);
    expect([...searchParamsOf('http://a.test/x?a=1?b=2')]).toEqual([['a', '1?b=2']]);
  });
});
