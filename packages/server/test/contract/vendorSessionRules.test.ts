import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { useTestClock } from '../testClock';
import { authConfigOf, connect } from './toolFixtures';

/**
 * The vendor's rules its SDK (`@composio/core` 0.21) relies on: tool
 * versions (404 `Tool_ToolNotFound`), conditional session updates
 * (`expected_config_version`, 409), explicit account choice in a
 * multi-account session, and the direct tools preset (no search or
 * multi-execute meta tools).
 */

const STATUS = 'patchbay_noauth_demo';
const STATUS_TOOL = 'PATCHBAY_NOAUTH_DEMO_GET_STATUS';
const TASKS = 'patchbay_oauth_demo';
const LIST_TASKS = 'PATCHBAY_OAUTH_DEMO_LIST_TASKS';
const PREFIXES = ['/api/v3', '/api/v3.1'] as const;

const agents: Client[] = [];
afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.close()));
});

describe.each(BACKENDS)('the vendor SDK’s session and tool rules (%s)', (backend) => {
  const clock = useTestClock('2026-03-01T12:00:00.000Z');
  const t = useTestServer(backend, { clock });
  const base = (id: string, prefix = '/api/v3') => `${prefix}/tool_router/session/${id}`;
  const create = async (body: Record<string, unknown>, prefix = '/api/v3') => {
    const created = await t.api('POST', `${prefix}/tool_router/session`, { body: { user_id: 'user-1', ...body } });
    expect(created.status).toBe(201);
    return created.body;
  };

  describe('tool versions', () => {
    it.each(PREFIXES)('runs and shows a tool in its version or latest, and answers 404 Tool_ToolNotFound for another (%s)', async (prefix) => {
      const tool = (await t.api('GET', `${prefix}/tools/${STATUS_TOOL}`)).body;
      const [version] = tool.available_versions;
      expect(version).toMatch(/^\d{8}_\d{2}$/);
      expect(tool.version).toBe(version);
      for (const asked of [version, 'latest']) {
        expect((await t.api('GET', `${prefix}/tools/${STATUS_TOOL}?version=${asked}`)).status).toBe(200);
        const run = await t.api('POST', `${prefix}/tools/execute/${STATUS_TOOL}`, { body: { user_id: 'user-1', version: asked } });
        expect(run.status).toBe(200);
        expect(run.body.successful).toBe(true);
      }
      // The vendor SDK's form without a version: the toolkit's entry of toolkit_versions.
      expect((await t.api('GET', `${prefix}/tools/${STATUS_TOOL}?toolkit_versions[${STATUS}]=${version}`)).status).toBe(200);
      expect((await t.api('GET', `${prefix}/tools/${STATUS_TOOL}?toolkit_versions[github]=19990101_00`)).status).toBe(200);

      const shown = expectEnvelope(await t.api('GET', `${prefix}/tools/${STATUS_TOOL}?version=19990101_00`), 404);
      expect(shown.slug).toBe('Tool_ToolNotFound');
      expect(shown.message).toBe(`Tool ${STATUS_TOOL} was not found in version '19990101_00'; it exists in ${version} (latest).`);
      expect(shown.field_errors).toEqual([{ path: ['query', 'version'], code: 'invalid_value', message: `${STATUS_TOOL} has versions ${version}` }]);
      const bySet = expectEnvelope(await t.api('GET', `${prefix}/tools/${STATUS_TOOL}?toolkit_versions[${STATUS}]=19990101_00`), 404);
      expect(bySet.slug).toBe('Tool_ToolNotFound');
      // As the vendor's client sends it: the whole bracket key percent-encoded.
      const encoded = await t.api('GET', `${prefix}/tools/${STATUS_TOOL}?toolkit_versions%5B${STATUS}%5D=19990101_00`);
      expect(expectEnvelope(encoded, 404).slug).toBe('Tool_ToolNotFound');
      expect(expectEnvelope(await t.api('GET', `${prefix}/tools/${STATUS_TOOL}?toolkit_versions=19990101_00`), 404).slug).toBe('Tool_ToolNotFound');

      const ran = expectEnvelope(
        await t.api('POST', `${prefix}/tools/execute/${STATUS_TOOL}`, { body: { user_id: 'user-1', version: '19990101_00', arguments: {} } }),
        404,
      );
      expect(ran.slug).toBe('Tool_ToolNotFound');
      expect(ran.field_errors?.[0]?.path).toEqual(['body', 'version']);
    });

    it('refuses a malformed version as a 400, never a 500, and bounds its length', async () => {
      expectEnvelope(await t.api('POST', `/api/v3/tools/execute/${STATUS_TOOL}`, { body: { user_id: 'user-1', version: 42 } }), 400);
      expectEnvelope(await t.api('POST', `/api/v3/tools/execute/${STATUS_TOOL}`, { body: { user_id: 'user-1', version: '' } }), 400);
      expectEnvelope(await t.api('POST', `/api/v3/tools/execute/${STATUS_TOOL}`, { body: { user_id: 'user-1', version: 'x'.repeat(101) } }), 400);
      expectEnvelope(await t.api('GET', `/api/v3/tools/${STATUS_TOOL}?version=${'9'.repeat(101)}`), 400);
      // An unknown version of any form is not there: 404 with the version cut short, never echoed whole.
      const odd = expectEnvelope(await t.api('GET', `/api/v3/tools/${STATUS_TOOL}?version=%00%F0%9F%92%A5`), 404);
      expect(odd.slug).toBe('Tool_ToolNotFound');
      const many = Array.from({ length: 101 }, (_, i) => `toolkit_versions[t${i}]=latest`).join('&');
      expectEnvelope(await t.api('GET', `/api/v3/tools/${STATUS_TOOL}?${many}`), 400);
      // An unknown tool stays the plain not_found, whatever the version.
      expect(expectEnvelope(await t.api('GET', '/api/v3/tools/NO_SUCH_TOOL?version=latest'), 404).slug).toBe('not_found');
    });
  });

  describe('expected_config_version', () => {
    it.each(PREFIXES)('applies a matching version and counts it up; refuses a stale one with 409, changing nothing (%s)', async (prefix) => {
      const created = await create({ toolkits: { enable: [STATUS] } }, prefix);
      const first = await t.api('PATCH', base(created.session_id, prefix), {
        body: { toolkits: { enable: [STATUS, TASKS] }, expected_config_version: 1 },
      });
      expect(first.status).toBe(200);
      expect(first.body.config_version).toBe(2);

      const stale = expectEnvelope(
        await t.api('PATCH', base(created.session_id, prefix), { body: { toolkits: { enable: [TASKS] }, expected_config_version: 1 } }),
        409,
      );
      expect(stale.slug).toBe('conflict');
      expect(stale.message).toBe(
        `Tool router session '${created.session_id}' changed since version 1: the session is at config_version 2, not 1; the update was not applied.`,
      );
      expect(stale.field_errors).toEqual([
        { path: ['body', 'expected_config_version'], code: 'invalid_value', message: 'the session is at config_version 2, not 1' },
      ]);
      const now = (await t.api('GET', base(created.session_id, prefix))).body;
      expect(now.config_version).toBe(2);
      expect(now.config.toolkits.enabled).toEqual(expect.arrayContaining([STATUS, TASKS]));
      const history = (await t.api('GET', `${base(created.session_id, '/api/v3.1')}/config_history`)).body.items;
      expect(history.map((item: { version: number }) => item.version)).toEqual([2, 1]);

      // A version ahead of the session is as stale; false (the vendor SDK's "none") and absent apply regardless.
      expectEnvelope(await t.api('PATCH', base(created.session_id, prefix), { body: { expected_config_version: 7 } }), 409);
      expect((await t.api('PATCH', base(created.session_id, prefix), { body: { expected_config_version: false } })).body.config_version).toBe(3);
      expect((await t.api('PATCH', base(created.session_id, prefix), { body: {} })).body.config_version).toBe(4);
    });

    it('of two updates made against the same version sent at once, exactly one applies', async () => {
      const created = await create({ toolkits: { enable: [STATUS] } });
      const send = (toolkits: string[]) =>
        t.api('PATCH', base(created.session_id), { body: { toolkits: { enable: toolkits }, expected_config_version: 1 } });
      const answers = await Promise.all([send([STATUS, TASKS]), send([TASKS])]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!;
      const now = (await t.api('GET', base(created.session_id))).body;
      expect(now.config_version).toBe(2);
      expect(now.config.toolkits.enabled).toEqual(winner.body.config.toolkits.enabled);
      const history = (await t.api('GET', `${base(created.session_id)}/config_history`)).body.items;
      expect(history.map((item: { version: number }) => item.version)).toEqual([2, 1]);
    });

    it('refuses what is not a version with a 400 naming the field', async () => {
      const created = await create({});
      for (const bad of [0, -1, 1.5, '1', true, null, 2 ** 60, { v: 1 }]) {
        const refused = expectEnvelope(await t.api('PATCH', base(created.session_id), { body: { expected_config_version: bad } }), 400);
        expect(refused.field_errors?.[0]?.path).toEqual(['body', 'expected_config_version']);
      }
      expect((await t.api('GET', base(created.session_id))).body.config_version).toBe(1);
    });
  });

  describe('multi_account.require_explicit_selection', () => {
    /** Two accounts of Acme Status for user-1, the first with an alias. */
    async function twoAccounts() {
      const config = await authConfigOf(t, STATUS);
      const work = (await connect(t, STATUS, 'user-1', config)).accountId;
      clock.advance(1000);
      const home = (await connect(t, STATUS, 'user-1', config)).accountId;
      expect((await t.api('PATCH', `/api/v3/connected_accounts/${work}`, { body: { alias: 'work' } })).status).toBe(200);
      return { work, home };
    }

    it.each(PREFIXES)('refuses a call without account, naming each account by id and alias; with one it runs (%s)', async (prefix) => {
      const { work, home } = await twoAccounts();
      const created = await create(
        { toolkits: { enable: [STATUS] }, multi_account: { enable: true, max_accounts_per_toolkit: 5, require_explicit_selection: true } },
        prefix,
      );
      expect(created.config.multi_account).toEqual({ enable: true, max_accounts_per_toolkit: 5, require_explicit_selection: true });
      const refused = expectEnvelope(await t.api('POST', `${base(created.session_id, prefix)}/execute`, { body: { tool_slug: STATUS_TOOL } }), 400);
      // Newest first.
      const choices = `${home} (no alias), ${work} (alias 'work')`;
      expect(refused.message).toContain(`user 'user-1' has 2 connected ${STATUS} accounts this session can use (${choices})`);
      expect(refused.message).toContain('the session requires choosing one');
      expect(refused.field_errors).toEqual([
        { path: ['body', 'account'], code: 'required', message: `name one of the 2 ${STATUS} accounts by id or alias: ${choices}` },
      ]);
      for (const account of [work, 'work', home]) {
        const run = await t.api('POST', `${base(created.session_id, prefix)}/execute`, { body: { tool_slug: STATUS_TOOL, account } });
        expect(run.status).toBe(200);
        expect(run.body.successful).toBe(true);
      }
      // Inside PATCHBAY_MULTI_EXECUTE_TOOL the call fails alone, saying the same.
      const multi = await t.api('POST', `${base(created.session_id, prefix)}/execute_meta`, {
        body: {
          slug: 'PATCHBAY_MULTI_EXECUTE_TOOL',
          arguments: { tools: [{ tool_slug: STATUS_TOOL }, { tool_slug: STATUS_TOOL, account: 'work' }] },
        },
      });
      expect(multi.status).toBe(200);
      const [first, second] = multi.body.data.results;
      expect(first.successful).toBe(false);
      expect(first.error).toContain(choices);
      expect(second.successful).toBe(true);
    });

    it('lets the default account run with one usable account, without the setting, and once it is turned off', async () => {
      const { work } = await twoAccounts();
      const plain = await create({ toolkits: { enable: [STATUS] } });
      expect(plain.config.multi_account).toBeUndefined();
      expect((await t.api('POST', `${base(plain.session_id)}/execute`, { body: { tool_slug: STATUS_TOOL } })).body.successful).toBe(true);

      // Pinned to one account: no choice to make.
      const pinned = await create({ toolkits: { enable: [STATUS] }, connected_accounts: { [STATUS]: [work] }, multi_account: { enable: true } });
      expect(pinned.config.multi_account).toEqual({ enable: true, require_explicit_selection: true });
      expect((await t.api('POST', `${base(pinned.session_id)}/execute`, { body: { tool_slug: STATUS_TOOL } })).body.successful).toBe(true);

      const strict = await create({ toolkits: { enable: [STATUS] }, multi_account: { enable: true } });
      expectEnvelope(await t.api('POST', `${base(strict.session_id)}/execute`, { body: { tool_slug: STATUS_TOOL } }), 400);
      const relaxed = await t.api('PATCH', base(strict.session_id), { body: { multi_account: { require_explicit_selection: false } } });
      expect(relaxed.body.config.multi_account).toEqual({ enable: true, require_explicit_selection: false });
      expect((await t.api('POST', `${base(strict.session_id)}/execute`, { body: { tool_slug: STATUS_TOOL } })).body.successful).toBe(true);
      const cleared = await t.api('PATCH', base(strict.session_id), { body: { multi_account: null } });
      expect(cleared.body.config.multi_account).toBeUndefined();
    });

    it('refuses malformed multi_account settings with a 400 naming the field', async () => {
      for (const multi of [
        { enable: 'yes' },
        { max_accounts_per_toolkit: 0 },
        { max_accounts_per_toolkit: 11 },
        { require_explicit_selection: 1 },
        [],
        'on',
      ]) {
        const refused = expectEnvelope(
          await t.api('POST', '/api/v3.1/tool_router/session', { body: { user_id: 'user-1', multi_account: multi } }),
          400,
        );
        expect(refused.field_errors?.[0]?.path.slice(0, 2)).toEqual(['body', 'multi_account']);
      }
    });
  });

  describe('the direct tools preset (search and multi-execute off, preload "all")', () => {
    /** What `SessionPreset.DIRECT_TOOLS` sends, as @composio/core 0.21 builds it. */
    const directTools = { manage_connections: { enable: false }, workbench: { enable: false }, preload: { tools: 'all' } };
    const directBody = { ...directTools, search: { enable: false }, execute: { enable_multi_execute: false } };

    it.each(PREFIXES)('lists the preloaded tools and no meta tool, on the tools list and the MCP URL (%s)', async (prefix) => {
      await connect(t, TASKS, 'user-1');
      const session = await create({ toolkits: { enable: [TASKS, STATUS] }, ...directBody }, prefix);
      expect(session.tool_router_tools).toEqual([]);
      expect(session.config.search).toEqual({ enable: false });
      expect(session.config.execute).toEqual({ enable_multi_execute: false });
      const listed = (await t.api('GET', `${base(session.session_id, prefix)}/tools?limit=500`)).body.items.map(
        (tool: { slug: string }) => tool.slug,
      );
      expect(listed).toEqual(expect.arrayContaining([LIST_TASKS, STATUS_TOOL]));
      expect(
        listed.filter(
          (slug: string) => slug.startsWith('PATCHBAY_') && !slug.startsWith('PATCHBAY_OAUTH_DEMO') && !slug.startsWith('PATCHBAY_NOAUTH_DEMO'),
        ),
      ).toEqual([]);

      const agent = new Client({ name: 'test-agent', version: '1.0.0' });
      await agent.connect(
        new StreamableHTTPClientTransport(new URL(session.mcp.url), { requestInit: { headers: { 'x-api-key': t.server.projectApiKey } } }),
      );
      agents.push(agent);
      const names = (await agent.listTools()).tools.map((tool) => tool.name);
      expect(names).toEqual(listed);
      // A preloaded tool runs directly.
      const ran = await agent.callTool({ name: STATUS_TOOL, arguments: {} });
      expect(ran.isError).toBeFalsy();

      for (const slug of ['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL']) {
        const args = slug === 'PATCHBAY_SEARCH_TOOLS' ? { query: 'tasks' } : { tools: [{ tool_slug: STATUS_TOOL }] };
        const refused = expectEnvelope(
          await t.api('POST', `${base(session.session_id, prefix)}/execute_meta`, { body: { slug, arguments: args } }),
          403,
        );
        expect(refused.message).toContain(`${slug} is not offered by tool router session '${session.session_id}'`);
        expect(refused.message).toContain('as the direct tools preset sets it');
        expect(refused.suggested_fix).toContain('The session offers no meta tools');
        // Over MCP it is not a tool of the session at all.
        const called = await agent
          .callTool({ name: slug, arguments: args })
          .catch((error: Error) => ({ isError: true, content: [{ type: 'text', text: error.message }] }));
        expect(called.isError).toBe(true);
      }
    });

    it('turns search and multi-execute back on with an update, each on its own', async () => {
      const session = await create({ toolkits: { enable: [STATUS] }, ...directBody });
      const searchOn = await t.api('PATCH', base(session.session_id), { body: { search: { enable: true } } });
      expect(searchOn.body.tool_router_tools).toEqual(['PATCHBAY_SEARCH_TOOLS']);
      const both = await t.api('PATCH', base(session.session_id), { body: { execute: null } });
      expect(both.body.tool_router_tools).toEqual(['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL']);
      expect(both.body.config.execute).toEqual({ enable_multi_execute: true });
      // A session made without the switches offers both, as before.
      const plain = await create({ toolkits: { enable: [STATUS] } });
      expect(plain.tool_router_tools.slice(0, 2)).toEqual(['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL']);
      expect(plain.config.search).toEqual({ enable: true });
      for (const bad of [{ search: { enable: 'no' } }, { search: false }, { execute: { enable_multi_execute: 0 } }]) {
        expectEnvelope(await t.api('POST', '/api/v3.1/tool_router/session', { body: { user_id: 'user-1', ...bad } }), 400);
      }
    });
  });
});
