import { ENDPOINTS, type EndpointName } from '@patchbay/client';
import { describe, expect, it } from 'vitest';
import { BODY_FIELDS } from '../fuzz/serviceInputs';
import { useTestServer } from '../harness';

/**
 * Every row of the endpoint table, fed garbage: the answer must be the spec
 * 2.1 envelope with a 4xx status (or a 2xx where garbage is ignorable), never
 * a 5xx, a stack trace or a hang. Endpoint suites test their specific field
 * errors; this one guarantees nothing slips through anywhere. The list is the
 * table itself, with every path parameter standing for the garbage ids, so a
 * new row is covered as soon as it exists.
 */
const ENDPOINT_LIST = (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => {
  const row = ENDPOINTS[name];
  return [row.method, row.path.replace(/\{\w+\}/g, '{id}'), row.key === 'org' ? 'org' : 'project', name] as const;
});

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
  it.each(ENDPOINT_LIST)('%s %s never answers 5xx (%s, %s)', async (method, template, key) => {
    const failures: string[] = [];
    for (const probe of probesFor(method, template)) {
      const result = await t.api(method, probe.path, {
        key,
        ...(probe.body !== undefined ? { rawBody: probe.body, headers: { 'content-type': 'application/json' } } : {}),
      });
      const error = (result.body as { error?: { status?: number; message?: string } } | undefined)?.error;
      const label = `${method} ${probe.path.slice(0, 80)} ${probe.body?.slice(0, 40) ?? ''}`;
      if (result.status >= 500) failures.push(`${label} -> ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`);
      else if (result.status >= 400 && (error?.status !== result.status || !error.message))
        failures.push(`${label} -> ${result.status} without envelope`);
    }
    expect(failures).toEqual([]);
  });
});
