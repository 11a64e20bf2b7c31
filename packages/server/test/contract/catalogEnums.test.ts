import { describe, expect, it } from 'vitest';
import { getCatalog } from '../../src/catalog';
import { expectEnvelope, useTestServer } from '../harness';

const catalog = getCatalog();
const TOOL_SLUGS = catalog.toolkits.flatMap((toolkit) => toolkit.tools.map((tool) => tool.slug));
const TRIGGER_SLUGS = catalog.triggerTypes.map((type) => type.slug);

describe('slug lists (the vendor’s enums)', () => {
  const t = useTestServer('memory', {}, 'all');

  it.each(['/api/v3', '/api/v3.1'])('GET %s/tools/enum lists every tool slug of the catalog, in catalog order', async (prefix) => {
    const listed = await t.api('GET', `${prefix}/tools/enum`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(TOOL_SLUGS);
    expect(listed.body).toContain('PATCHBAY_OAUTH_DEMO_CREATE_TASK');
  });

  it.each(['/api/v3', '/api/v3.1'])('GET %s/triggers_types/list/enum lists every trigger type slug', async (prefix) => {
    const listed = await t.api('GET', `${prefix}/triggers_types/list/enum`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(TRIGGER_SLUGS);
    expect(listed.body.length).toBeGreaterThan(0);
  });

  it('leaves a tool named by its slug to tools/{slug}, and needs the project key', async () => {
    expect((await t.api('GET', '/api/v3/tools/PATCHBAY_OAUTH_DEMO_CREATE_TASK')).body.slug).toBe('PATCHBAY_OAUTH_DEMO_CREATE_TASK');
    expectEnvelope(await t.api('GET', '/api/v3/tools/enum', { key: 'none' }), 401);
    expectEnvelope(await t.api('GET', '/api/v3/triggers_types/list/enum', { key: 'org' }), 403);
  });
});
