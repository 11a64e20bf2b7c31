import { describe, expect, it } from 'vitest';
import { getCatalog } from '../../src/catalog';
import { expectEnvelope, useTestServer } from '../harness';

const catalog = getCatalog();

interface ChangelogItem {
  slug: string;
  name: string;
  display_name: string;
  versions: { version: string; changelog: string }[];
}

/** The vendor's `toolkits.changelog()` (SDK 0.21): `GET /toolkits/changelog`, every toolkit with its versions. */
describe('toolkit changelog', () => {
  const t = useTestServer('memory', {}, 'all');

  it.each(['/api/v3', '/api/v3.1'])('GET %s/toolkits/changelog lists every toolkit of the catalog with its version', async (prefix) => {
    const res = await t.api('GET', `${prefix}/toolkits/changelog`);
    expect(res.status).toBe(200);
    const items = res.body.items as ChangelogItem[];
    expect(items.map((item) => item.slug)).toEqual(catalog.toolkits.map((toolkit) => toolkit.slug));
    for (const item of items) {
      const toolkit = catalog.toolkit(item.slug)!;
      // The catalog keeps one version per toolkit: the changelog says that one, from its dates, and nothing made up.
      expect(item).toEqual({
        slug: toolkit.slug,
        name: toolkit.name,
        display_name: toolkit.name,
        versions: [{ version: toolkit.version, changelog: expect.stringContaining(`published ${toolkit.updatedAt.slice(0, 10)}`) }],
      });
      expect(item.versions[0]!.changelog).toContain(`In the catalog since ${toolkit.createdAt.slice(0, 10)}.`);
    }
    const acme = items.find((item) => item.slug === 'patchbay_oauth_demo')!;
    expect(acme.versions).toEqual([{ version: '20260301_00', changelog: expect.stringMatching(/^Current version, published \d{4}-\d\d-\d\d\./) }]);
  });

  it('says when a toolkit is deprecated, and for which successor', async () => {
    const deprecated = catalog.toolkits.filter((toolkit) => toolkit.deprecated);
    expect(deprecated.length).toBeGreaterThan(0);
    const items = (await t.api('GET', '/api/v3.1/toolkits/changelog')).body.items as ChangelogItem[];
    for (const toolkit of deprecated) {
      const item = items.find((candidate) => candidate.slug === toolkit.slug)!;
      expect(item.versions[0]!.changelog).toContain(`Deprecated in favour of ${toolkit.deprecated!.toolkitId}.`);
    }
    const current = items.filter((item) => !catalog.toolkit(item.slug)!.deprecated);
    expect(current.every((item) => !item.versions[0]!.changelog.includes('Deprecated'))).toBe(true);
  });

  it('is no longer read as a toolkit called "changelog", and leaves other slugs to toolkits/{slug}', async () => {
    expect((await t.api('GET', '/api/v3.1/toolkits/patchbay_oauth_demo')).body.slug).toBe('patchbay_oauth_demo');
    // Paths are case-sensitive: another spelling is a slug, and no toolkit has it.
    expect(expectEnvelope(await t.api('GET', '/api/v3.1/toolkits/CHANGELOG'), 404).slug).toBe('not_found');
    expectEnvelope(await t.api('POST', '/api/v3.1/toolkits/changelog', { body: {} }), 404);
  });

  it('ignores a hostile query, and needs the project key', async () => {
    const plain = await t.api('GET', '/api/v3.1/toolkits/changelog');
    const hostile = await t.api('GET', `/api/v3.1/toolkits/changelog?__proto__[x]=1&constructor=2&limit=-1&cursor=${'z'.repeat(4000)}`);
    expect(hostile.status).toBe(200);
    expect(hostile.body).toEqual(plain.body);
    expectEnvelope(await t.api('GET', '/api/v3/toolkits/changelog', { key: 'none' }), 401);
    expectEnvelope(await t.api('GET', '/api/v3.1/toolkits/changelog', { key: 'org' }), 403);
  });
});
