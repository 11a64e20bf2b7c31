import { randomBytes } from 'node:crypto';
import { createPatchbayServer, serveNode, type Collection, type PatchbayServer, type RunningServer } from '@patchbay/server';

/**
 * The state the relay fuzz plays in: one service, three end users with
 * connected accounts, trigger instances, tool router sessions and MCP
 * instances, all created through the service with the project key.
 *
 * alice is the one who sends the fuzzed requests. bob's records come in two
 * kinds: "nameable" ones (ids alice's requests may contain, so the relay's
 * refusals may quote them back) and "hidden" ones (ids and data alice never
 * sends, so any appearance in an answer to alice is a leak). carol is all
 * hidden, her user id included.
 */

export const TOOLKIT = 'patchbay_noauth_demo';
export const TRIGGER = 'PATCHBAY_NOAUTH_DEMO_INCIDENT_OPENED';
export const OTHER_TRIGGER = 'PATCHBAY_NOAUTH_DEMO_TASK_CREATED';
const SERVICE_ORIGIN = 'http://patchbay-service.test';

const token = (prefix: string) => `${prefix}${randomBytes(6).toString('hex')}`;

export interface UserRecords {
  readonly userId: string;
  readonly accounts: string[];
  readonly triggers: string[];
  readonly sessions: string[];
  /** The id of the user's MCP instance record (instance_id is the user id). */
  readonly mcpInstance: string;
  /** trigger_config values only this user's trigger instances hold. */
  readonly markers: string[];
  readonly linkTokens: string[];
}

export interface RelayWorld {
  readonly service: PatchbayServer;
  /** The service over HTTP on loopback. */
  readonly serviceUrl: string;
  readonly authConfigId: string;
  readonly mcpServerId: string;
  readonly alice: UserRecords;
  readonly bob: UserRecords;
  readonly carol: UserRecords;
  /** bob's ids alice's requests may contain: an answer may quote them only when the request did. */
  readonly nameable: ReadonlyMap<string, string>;
  /** Values that must never appear in any answer to alice: labels by value. */
  readonly hidden: ReadonlyMap<string, string>;
  /** bob's and carol's stored records as JSON, to check nothing alice did changed them. */
  othersRecords(): string[];
  close(): Promise<void>;
}

async function call(service: PatchbayServer, method: string, path: string, body?: unknown): Promise<any> {
  const response = await service.fetch(
    new Request(SERVICE_ORIGIN + path, {
      method,
      headers: { 'x-api-key': service.projectApiKey, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`setting up the fuzz world: ${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** An ACTIVE no-auth account through the real link flow: link with the project key, then the hosted page's Connect button. */
async function activeAccount(service: PatchbayServer, authConfigId: string, userId: string): Promise<{ id: string; linkToken: string }> {
  const link = await call(service, 'POST', '/api/v3/connected_accounts/link', { auth_config_id: authConfigId, user_id: userId });
  const page = await service.fetch(
    new Request(link.redirect_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }),
  );
  await page.text();
  const account = await call(service, 'GET', `/api/v3/connected_accounts/${link.connected_account_id}`);
  if (account.status !== 'ACTIVE') throw new Error(`setting up the fuzz world: account of ${userId} is ${account.status}`);
  return { id: link.connected_account_id, linkToken: link.link_token };
}

async function userWithRecords(service: PatchbayServer, authConfigId: string, mcpServerId: string, userId: string): Promise<UserRecords> {
  const records: UserRecords = { userId, accounts: [], triggers: [], sessions: [], mcpInstance: '', markers: [], linkTokens: [] };
  for (let index = 0; index < 2; index += 1) {
    const account = await activeAccount(service, authConfigId, userId);
    records.accounts.push(account.id);
    records.linkTokens.push(account.linkToken);
    const marker = token(`${userId}-marker-`);
    records.markers.push(marker);
    const trigger = await call(service, 'POST', `/api/v3/trigger_instances/${index === 0 ? TRIGGER : OTHER_TRIGGER}/upsert`, {
      connected_account_id: account.id,
      trigger_config: index === 0 ? { component: marker } : { project: marker },
    });
    records.triggers.push(trigger.trigger_id);
    const session = await call(service, 'POST', '/api/v3/tool_router/session', { user_id: userId, connected_accounts: { [TOOLKIT]: account.id } });
    records.sessions.push(session.session_id);
  }
  const instance = await call(service, 'POST', `/api/v3/mcp/servers/${mcpServerId}/instances`, { user_id: userId });
  return { ...records, mcpInstance: instance.id };
}

export async function createRelayWorld(): Promise<RelayWorld> {
  const service = createPatchbayServer({ storage: 'memory', rateLimit: false });
  const running: RunningServer = await serveNode(service.fetch);
  const config = await call(service, 'POST', '/api/v3/auth_configs', { toolkit: { slug: TOOLKIT } });
  const authConfigId: string = config.auth_config.id;
  const server = await call(service, 'POST', '/api/v3/mcp/servers', { name: 'Fuzz desk', auth_config_ids: [authConfigId] });
  const mcpServerId: string = server.id;

  const alice = await userWithRecords(service, authConfigId, mcpServerId, token('alice-'));
  const bob = await userWithRecords(service, authConfigId, mcpServerId, token('bob-'));
  const carol = await userWithRecords(service, authConfigId, mcpServerId, token('carol-'));

  const nameable = new Map<string, string>([
    [bob.userId, "bob's user id"],
    [bob.accounts[0]!, "bob's connected account"],
    [bob.triggers[0]!, "bob's trigger instance"],
    [bob.sessions[0]!, "bob's tool router session"],
  ]);
  const hidden = new Map<string, string>([
    [service.projectApiKey, 'the project API key'],
    [service.orgApiKey, 'the organization API key'],
    [bob.accounts[1]!, "bob's other connected account"],
    [bob.triggers[1]!, "bob's other trigger instance"],
    [bob.sessions[1]!, "bob's other tool router session"],
    [bob.mcpInstance, "bob's MCP instance record"],
    ...bob.markers.map((marker): [string, string] => [marker, "bob's trigger_config value"]),
    ...bob.linkTokens.map((link): [string, string] => [link, "bob's link token"]),
    [carol.userId, "carol's user id"],
    ...carol.accounts.map((id): [string, string] => [id, "carol's connected account"]),
    ...carol.triggers.map((id): [string, string] => [id, "carol's trigger instance"]),
    ...carol.sessions.map((id): [string, string] => [id, "carol's tool router session"]),
    [carol.mcpInstance, "carol's MCP instance record"],
    ...carol.markers.map((marker): [string, string] => [marker, "carol's trigger_config value"]),
    ...carol.linkTokens.map((link): [string, string] => [link, "carol's link token"]),
  ]);

  const owned: [Collection, string][] = [bob, carol].flatMap((user) => [
    ...user.accounts.map((id): [Collection, string] => ['connected_accounts', id]),
    ...user.triggers.map((id): [Collection, string] => ['trigger_instances', id]),
    ...user.sessions.map((id): [Collection, string] => ['tool_router_sessions', id]),
    ['mcp_instances', user.mcpInstance] as [Collection, string],
  ]);

  return {
    service,
    serviceUrl: running.url,
    authConfigId,
    mcpServerId,
    alice,
    bob,
    carol,
    nameable,
    hidden,
    othersRecords: () => owned.map(([collection, id]) => `${collection}/${id}: ${JSON.stringify(service.store.get(collection, id) ?? null)}`),
    async close() {
      await running.close();
      await service.close();
    },
  };
}
