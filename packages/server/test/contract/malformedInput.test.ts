import { describe, expect, it } from 'vitest';
import { BODY_FIELDS } from '../fuzz/serviceInputs';
import { useTestServer } from '../harness';

/**
 * Every API endpoint, fed garbage: the answer must be the spec 2.1 envelope
 * with a 4xx status (or a 2xx where garbage is ignorable), never a 5xx, a
 * stack trace or a hang. Endpoint suites test their specific field errors;
 * this one guarantees nothing slips through anywhere.
 */
const ENDPOINTS: [method: string, path: string, key: 'project' | 'org'][] = [
  ['POST', '/api/v3/auth_configs', 'project'],
  ['GET', '/api/v3/auth_configs', 'project'],
  ['GET', '/api/v3/auth_configs/{id}', 'project'],
  ['PATCH', '/api/v3/auth_configs/{id}/{id}', 'project'],
  ['POST', '/api/v3/connected_accounts/link', 'project'],
  ['GET', '/api/v3/connected_accounts', 'project'],
  ['GET', '/api/v3/connected_accounts/{id}', 'project'],
  ['DELETE', '/api/v3/connected_accounts/{id}', 'project'],
  ['POST', '/api/v3/connected_accounts/{id}/refresh', 'project'],
  ['PATCH', '/api/v3/connected_accounts/{id}', 'project'],
  ['PATCH', '/api/v3/connected_accounts/{id}/status', 'project'],
  ['POST', '/api/v3/toolkits/multi', 'project'],
  ['GET', '/api/v3/toolkits/categories', 'project'],
  ['GET', '/api/v3/toolkits/{id}', 'project'],
  ['GET', '/api/v3/triggers_types', 'project'],
  ['GET', '/api/v3/triggers_types/{id}', 'project'],
  ['POST', '/api/v3/trigger_instances/{id}/upsert', 'project'],
  ['GET', '/api/v3/trigger_instances/active', 'project'],
  ['PATCH', '/api/v3/trigger_instances/manage/{id}', 'project'],
  ['DELETE', '/api/v3/trigger_instances/manage/{id}', 'project'],
  ['POST', '/api/v3/tool_router/session', 'project'],
  ['GET', '/api/v3/tool_router/session/{id}', 'project'],
  ['GET', '/api/v3/tool_router/session/{id}/toolkits', 'project'],
  ['POST', '/api/v3/tool_router/session/{id}/link', 'project'],
  ['POST', '/api/v3/mcp/servers', 'project'],
  ['GET', '/api/v3/mcp/servers', 'project'],
  ['GET', '/api/v3/mcp/{id}', 'project'],
  ['PATCH', '/api/v3/mcp/{id}', 'project'],
  ['DELETE', '/api/v3/mcp/{id}', 'project'],
  ['GET', '/api/v3/mcp/servers/{id}/instances', 'project'],
  ['POST', '/api/v3/mcp/servers/{id}/instances', 'project'],
  ['DELETE', '/api/v3/mcp/servers/{id}/instances/{id}', 'project'],
  ['POST', '/api/v3/mcp/servers/generate', 'project'],
  ['GET', '/api/v3/files/list', 'project'],
  ['POST', '/api/v3/files/upload/request', 'project'],
  ['POST', '/api/v3/tools/execute/proxy', 'project'],
  ['POST', '/api/v3/org/owner/project/new', 'org'],
  ['POST', '/api/v3/org/owner/project/{id}/regenerate_api_key', 'org'],
  ['DELETE', '/api/v3/org/owner/project/{id}', 'org'],
  ['GET', '/api/v3/org/owner/project/list', 'org'],
  ['GET', '/api/v3/webhook_subscriptions', 'project'],
  ['POST', '/api/v3/webhook_subscriptions', 'project'],
  ['GET', '/api/v3/webhook_subscriptions/{id}', 'project'],
  ['PATCH', '/api/v3/webhook_subscriptions/{id}', 'project'],
  ['DELETE', '/api/v3/webhook_subscriptions/{id}', 'project'],
  ['POST', '/api/v3/webhook_subscriptions/{id}/rotate_secret', 'project'],
];

const WRONG_VALUES: unknown[] = [null, 7, -1.5, true, 'x'.repeat(10_000), [], [1, 'a', null], { nested: { deeper: [] } }];

const RAW_BODIES = ['{', '[]', '"text"', '42', 'null', '{"a":', '\u0000\u0001', '{"toolkit":{"slug":{"$gt":""}}}'];
const PATH_IDS = ['x', '%00', '..%2F..', 'ac_' + 'z'.repeat(300), "'; DROP TABLE documents; --", 'ca_unknown123'];
const QUERIES = [
  'limit=abc',
  'limit=0',
  'limit=1001',
  'limit=-5',
  'limit=1e9',
  'cursor=%%%',
  'cursor=eyJwIjotMX0',
  'page_no=0',
  'page_no=x',
  'toolkit_slugs[]=a&toolkit_slugs[x]=b',
  'is_connected=maybe',
  'order_by=nope',
];

interface Probe {
  path: string;
  body?: string;
}

function probesFor(method: string, template: string): Probe[] {
  const probes: Probe[] = PATH_IDS.map((id) => ({ path: template.replaceAll('{id}', id) }));
  const path = template.replaceAll('{id}', 'ca_unknown123');
  for (const query of QUERIES) probes.push({ path: `${path}?${query}` });
  if (method !== 'GET' && method !== 'DELETE') {
    for (const body of RAW_BODIES) probes.push({ path, body });
    for (const value of WRONG_VALUES) {
      probes.push({ path, body: JSON.stringify(Object.fromEntries(BODY_FIELDS.map((field) => [field, value]))) });
    }
  }
  return probes;
}

const t = useTestServer('memory', {}, 'all');

describe('malformed input on every endpoint', () => {
  it.each(ENDPOINTS)('%s %s never answers 5xx', async (method, template, key) => {
    const failures: string[] = [];
    for (const probe of probesFor(method, template)) {
      const started = Date.now();
      const result = await t.api(method, probe.path, {
        key,
        ...(probe.body !== undefined ? { rawBody: probe.body, headers: { 'content-type': 'application/json' } } : {}),
      });
      const elapsed = Date.now() - started;
      const error = (result.body as { error?: { status?: number; message?: string } } | undefined)?.error;
      const label = `${method} ${probe.path.slice(0, 80)} ${probe.body?.slice(0, 40) ?? ''}`;
      if (result.status >= 500) failures.push(`${label} -> ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`);
      else if (result.status >= 400 && (error?.status !== result.status || !error.message))
        failures.push(`${label} -> ${result.status} without envelope`);
      if (elapsed > 2_000) failures.push(`${label} took ${elapsed} ms`);
    }
    expect(failures).toEqual([]);
  });
});
