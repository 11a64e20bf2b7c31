import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '@patchbay/server/testing';
import { authConfigFor, connectThroughRelay, useRelayService, type RelayFixture } from './relayFixture';

const STATUS = 'patchbay_noauth_demo';
const GET_STATUS = 'PATCHBAY_NOAUTH_DEMO_GET_STATUS';

/** A session's approvals through the relay: its user lists and answers them; another user cannot see or answer them. */
describe('relay: approvals of a session', () => {
  const { t, open } = useRelayService('all');
  let relay: RelayFixture;

  beforeAll(async () => {
    relay = await open({ rateLimit: false });
    const configId = await authConfigFor(t, STATUS);
    await connectThroughRelay(relay, 'alice', configId);
  });

  /** Alice's session where every tool of the toolkit needs approval, and an agent's call held in it (made with the project key). */
  async function heldCall(): Promise<{ sessionId: string; approvalId: string }> {
    const created = await relay.as('alice').call('POST', '/tool_router/session', {
      body: { toolkits: { enable: [STATUS], require_approval: [STATUS] } },
    });
    expect(created.status).toBe(201);
    const sessionId = created.body.session_id as string;
    const held = await t.api('POST', `/api/v3/tool_router/session/${sessionId}/execute`, { body: { tool_slug: GET_STATUS, arguments: {} } });
    expect(held.body.error_code).toBe('approval_required');
    return { sessionId, approvalId: held.body.approval.id };
  }

  it("refuses another user's approvals like missing ones, and lets the session's user answer them once", async () => {
    const { sessionId, approvalId } = await heldCall();
    const base = `/tool_router/session/${sessionId}/approvals`;
    for (const [method, path, body] of [
      ['GET', base, undefined],
      ['GET', `${base}/${approvalId}`, undefined],
      ['POST', `${base}/${approvalId}`, { decision: 'approve' }],
    ] as const) {
      expectEnvelope(await relay.as('bob').call(method, path, { body }), 404);
    }
    expect((await t.api('GET', `/api/v3${base}/${approvalId}`)).body.status).toBe('pending');

    const listed = await relay.as('alice').call('GET', base);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toMatchObject([{ id: approvalId, tool_slug: GET_STATUS, status: 'pending' }]);
    const approved = await relay.as('alice').call('POST', `${base}/${approvalId}`, { body: { decision: 'approve' } });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', result: { successful: true } });
    expect(expectEnvelope(await relay.as('alice').call('POST', `${base}/${approvalId}`, { body: { decision: 'deny' } }), 409).slug).toBe(
      'approval_already_answered',
    );
  });

  it("an update through the relay that names tools for another toolkit, or tools: {}, leaves the tool's gate: the agent's next call is held", async () => {
    const created = await relay.as('alice').call('POST', '/tool_router/session', {
      body: { toolkits: { enable: [STATUS] }, tools: { [STATUS]: { require_approval: [GET_STATUS] } } },
    });
    expect(created.status).toBe(201);
    const sessionId = created.body.session_id as string;
    for (const tools of [{ patchbay_apikey_demo: { enable: ['PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS'] } }, {}]) {
      const updated = await relay.as('alice').call('PATCH', `/tool_router/session/${sessionId}`, { body: { tools } });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      const call = await t.api('POST', `/api/v3/tool_router/session/${sessionId}/execute`, { body: { tool_slug: GET_STATUS, arguments: {} } });
      expect(call.body, JSON.stringify(tools)).toMatchObject({ successful: false, error_code: 'approval_required' });
      expect(updated.body.config.tools[STATUS]).toEqual({ require_approval: [GET_STATUS] });
    }
  });
});
