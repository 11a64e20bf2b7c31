import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { useTestClock } from '../testClock';

const STATUS_TOOL = 'PATCHBAY_NOAUTH_DEMO_GET_STATUS';

describe.each(BACKENDS)('connected account labels, enabling and use (%s)', (backend) => {
  const clock = useTestClock('2026-03-01T12:00:00.000Z');
  const t = useTestServer(backend, { clock });

  const account = async (id: string) => (await t.api('GET', `/api/v3/connected_accounts/${id}`)).body;
  const patch = (id: string, body: unknown) => t.api('PATCH', `/api/v3/connected_accounts/${id}`, { body });
  const setEnabled = (id: string, body: unknown) => t.api('PATCH', `/api/v3/connected_accounts/${id}/status`, { body });

  async function authConfig(slug: string): Promise<string> {
    return (await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug } } })).body.auth_config.id;
  }

  /** An ACTIVE no-auth account of `userId`, labelled `alias`, through the hosted page. */
  async function connect(userId: string, alias?: string, configId?: string): Promise<string> {
    const link = await t.api('POST', '/api/v3/connected_accounts/link', {
      body: { auth_config_id: configId ?? (await authConfig('patchbay_noauth_demo')), user_id: userId, ...(alias ? { alias } : {}) },
    });
    expect(link.status).toBe(201);
    const done = await fetch(link.body.redirect_url, { method: 'POST', redirect: 'manual', body: new URLSearchParams() });
    expect(done.status).toBe(200);
    return link.body.connected_account_id;
  }

  describe('PATCH /connected_accounts/{id} (alias)', () => {
    it('sets, trims and clears the alias; a duplicate of the same user and toolkit is a 409', async () => {
      const configId = await authConfig('patchbay_noauth_demo');
      const a = await connect('user-1', undefined, configId);
      const b = await connect('user-1', 'Personal', configId);

      const set = await patch(a, { alias: '  Work ' });
      expect(set.status).toBe(200);
      expect(set.body).toEqual({ id: a, status: 'ACTIVE', success: true });
      expect((await account(a)).alias).toBe('Work');
      // Unchanged: no conflict with itself.
      expect((await patch(a, { alias: 'Work' })).status).toBe(200);

      const duplicate = expectEnvelope(await patch(b, { alias: 'WORK' }), 409);
      expect(duplicate.slug).toBe('conflict');
      expect(duplicate.message).toContain(`is already used by another patchbay_noauth_demo account of this user ('${a}')`);
      expect((await account(b)).alias).toBe('Personal');

      // Another user, or another toolkit of the same user, may use it.
      const theirs = await connect('user-2');
      expect((await patch(theirs, { alias: 'Work' })).status).toBe(200);

      // '' clears it, and a cleared alias is free again.
      expect((await patch(a, { alias: '' })).status).toBe(200);
      expect((await account(a)).alias).toBeNull();
      expect((await patch(b, { alias: 'Work' })).status).toBe(200);
      // No alias given: nothing changes.
      expect((await patch(b, {})).status).toBe(200);
      expect((await account(b)).alias).toBe('Work');
    });

    it('refuses bad input, unknown and deleted accounts', async () => {
      const id = await connect('user-1');
      for (const alias of [7, null, 'x'.repeat(101), 'tab\there', 'a\u2028b']) {
        expect(expectEnvelope(await patch(id, { alias }), 400).field_errors[0]?.path).toEqual(['body', 'alias']);
      }
      const credentials = expectEnvelope(await patch(id, { connection: { state: { authScheme: 'API_KEY', val: { api_key: 'k' } } } }), 400);
      expect(credentials.errors[0]).toContain('collect_credentials');
      expectEnvelope(await patch('ca_doesnotexist1', { alias: 'x' }), 404);
      expectEnvelope(await patch('not-an-id', { alias: 'x' }), 400);
      await t.api('DELETE', `/api/v3/connected_accounts/${id}`);
      expect(expectEnvelope(await patch(id, { alias: 'x' }), 422).slug).toBe('connected_account_deleted');
    });
  });

  describe('PATCH /connected_accounts/{id}/status (enabled)', () => {
    it('disables an account, which then runs no tool and no proxy call, and enables it again', async () => {
      const id = await connect('user-1');
      const disabled = await setEnabled(id, { enabled: false });
      expect(disabled.status).toBe(200);
      expect(disabled.body).toEqual({ success: true });
      expect(await account(id)).toMatchObject({ is_disabled: true, status: 'ACTIVE' });

      const tool = await t.api('POST', `/api/v3/tools/execute/${STATUS_TOOL}`, { body: { connected_account_id: id } });
      expect(expectEnvelope(tool, 422).slug).toBe('connected_account_not_active');
      const proxy = await t.api('POST', '/api/v3/tools/execute/proxy', { body: { endpoint: '/status', method: 'GET', connected_account_id: id } });
      expect(expectEnvelope(proxy, 422).slug).toBe('connected_account_not_active');

      expect((await setEnabled(id, { enabled: true })).status).toBe(200);
      expect((await account(id)).is_disabled).toBe(false);
      expect((await t.api('POST', `/api/v3/tools/execute/${STATUS_TOOL}`, { body: { connected_account_id: id } })).body.successful).toBe(true);
    });

    it('refuses bad input, unknown and deleted accounts', async () => {
      const id = await connect('user-1');
      for (const body of [{}, { enabled: 'no' }, { enabled: null }]) {
        expect(expectEnvelope(await setEnabled(id, body), 400).field_errors[0]?.path).toEqual(['body', 'enabled']);
      }
      expectEnvelope(await setEnabled('ca_doesnotexist1', { enabled: true }), 404);
      await t.api('DELETE', `/api/v3/connected_accounts/${id}`);
      expect(expectEnvelope(await setEnabled(id, { enabled: true }), 422).slug).toBe('connected_account_deleted');
    });
  });

  describe('picking an account by alias, and last_used_at', () => {
    it('tools execute and session execute run with the account the alias names, and mark it used', async () => {
      const configId = await authConfig('patchbay_noauth_demo');
      const work = await connect('user-1', 'Work', configId);
      const personal = await connect('user-1', 'Personal', configId);
      expect((await account(work)).last_used_at).toBeNull();
      const updatedAt = (await account(work)).updated_at;

      clock.advance(1000);
      const run = await t.api('POST', `/api/v3/tools/execute/${STATUS_TOOL}`, { body: { user_id: 'user-1', account: 'work' } });
      expect(run.status).toBe(200);
      expect(run.body.successful).toBe(true);
      expect(await account(work)).toMatchObject({ last_used_at: clock().toISOString(), updated_at: updatedAt });
      expect((await account(personal)).last_used_at).toBeNull();
      // Reading is no use.
      await t.api('GET', `/api/v3/connected_accounts?user_ids=user-1`);
      expect((await account(work)).last_used_at).toBe(clock().toISOString());

      const unknown = expectEnvelope(
        await t.api('POST', `/api/v3/tools/execute/${STATUS_TOOL}`, { body: { user_id: 'user-1', account: 'Home' } }),
        400,
      );
      expect(unknown.field_errors[0]?.path).toEqual(['body', 'account']);
      expect(unknown.suggested_fix).toMatch(/Work, Personal|Personal, Work/);
      // Another user's alias is not the caller's, and their account id answers like a missing one.
      const team = await connect('user-2', 'Team', configId);
      expectEnvelope(await t.api('POST', `/api/v3/tools/execute/${STATUS_TOOL}`, { body: { user_id: 'user-1', account: 'Team' } }), 400);
      const foreign = expectEnvelope(
        await t.api('POST', `/api/v3/tools/execute/${STATUS_TOOL}`, { body: { user_id: 'user-1', account: team } }),
        404,
      );
      expect(foreign.message).toBe(`Connected account '${team}' was not found.`);
      const both = expectEnvelope(
        await t.api('POST', `/api/v3/tools/execute/${STATUS_TOOL}`, { body: { user_id: 'user-1', account: 'Work', connected_account_id: work } }),
        400,
      );
      expect(both.field_errors[0]?.path).toEqual(['body', 'account']);

      const session = await t.api('POST', '/api/v3/tool_router/session', {
        body: { user_id: 'user-1', toolkits: { enable: ['patchbay_noauth_demo'] } },
      });
      const sessionId = session.body.session_id as string;
      clock.advance(1000);
      const viaSession = await t.api('POST', `/api/v3/tool_router/session/${sessionId}/execute`, {
        body: { tool_slug: STATUS_TOOL, account: 'Personal' },
      });
      expect(viaSession.body.successful).toBe(true);
      expect((await account(personal)).last_used_at).toBe(clock().toISOString());
      const byId = await t.api('POST', `/api/v3/tool_router/session/${sessionId}/execute`, { body: { tool_slug: STATUS_TOOL, account: work } });
      expect(byId.body.successful).toBe(true);

      // A session that pins one account runs no other.
      const pinned = await t.api('POST', '/api/v3/tool_router/session', {
        body: { user_id: 'user-1', toolkits: { enable: ['patchbay_noauth_demo'] }, connected_accounts: { patchbay_noauth_demo: work } },
      });
      const refused = expectEnvelope(
        await t.api('POST', `/api/v3/tool_router/session/${pinned.body.session_id}/execute`, {
          body: { tool_slug: STATUS_TOOL, account: 'Personal' },
        }),
        400,
      );
      expect(refused.message).toContain(`the session pins account '${work}'`);
    });

    it('a proxy call and an MCP tool call mark the account used', async () => {
      const configId = await authConfig('patchbay_noauth_demo');
      const work = await connect('user-1', 'Work', configId);
      const personal = await connect('user-1', 'Personal', configId);

      clock.advance(1000);
      const proxied = await t.api('POST', '/api/v3/tools/execute/proxy', {
        body: { endpoint: '/status', method: 'GET', connected_account_id: work },
      });
      expect(proxied.body.status).toBe(200);
      expect((await account(work)).last_used_at).toBe(clock().toISOString());

      const session = await t.api('POST', '/api/v3/tool_router/session', {
        body: { user_id: 'user-1', toolkits: { enable: ['patchbay_noauth_demo'] } },
      });
      const agent = new Client({ name: 'test-agent', version: '1.0.0' });
      await agent.connect(
        new StreamableHTTPClientTransport(new URL(session.body.mcp.url), { requestInit: { headers: { 'x-api-key': t.server.projectApiKey } } }),
      );
      try {
        clock.advance(1000);
        const result = (await agent.callTool({
          name: 'PATCHBAY_MULTI_EXECUTE_TOOL',
          arguments: { tools: [{ tool_slug: STATUS_TOOL, arguments: {}, account: 'Personal' }] },
        })) as CallToolResult;
        expect(result.isError).not.toBe(true);
        expect((result.structuredContent as { results: { successful: boolean }[] }).results[0]?.successful).toBe(true);
      } finally {
        await agent.close();
      }
      expect((await account(personal)).last_used_at).toBe(clock().toISOString());
    });
  });
});
