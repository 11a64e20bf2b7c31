import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';

/** Values one list filter may name. */
const MAX_LIST_VALUES = 1000;
/** Auth configs, and connected accounts, one session may pin. */
const MAX_SESSION_PINS = 100;

const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

/** Each id a request names is work for the store: how many one request may name is bounded. */
describe.each(BACKENDS)('request bounds (%s)', (backend) => {
  const t = useTestServer(backend);

  it.each([
    ['/api/v3/connected_accounts', 'connected_account_ids'],
    ['/api/v3/connected_accounts', 'user_ids'],
    ['/api/v3/trigger_instances/active', 'trigger_ids'],
  ])(`filters %s by at most ${MAX_LIST_VALUES} %s`, async (path, name) => {
    const listed = await t.api('GET', `${path}?${name}=${ids('x', MAX_LIST_VALUES).join(',')}`);
    expect(listed.status).toBe(200);
    const refused = expectEnvelope(await t.api('GET', `${path}?${name}=${ids('x', MAX_LIST_VALUES + 1).join(',')}`), 400);
    expect(refused.field_errors).toEqual([{ path: ['query', name], code: 'too_big', message: `at most ${MAX_LIST_VALUES} values` }]);
  });

  it.each(['connected_accounts', 'auth_configs'])(`refuses a session pinning more than ${MAX_SESSION_PINS} %s`, async (field) => {
    const pins = Object.fromEntries(ids('toolkit_', MAX_SESSION_PINS + 1).map((slug) => [slug, `id_${slug}`]));
    const refused = expectEnvelope(await t.api('POST', '/api/v3/tool_router/session', { body: { user_id: 'u1', [field]: pins } }), 400);
    expect(refused.field_errors).toEqual([{ path: ['body', field], code: 'too_big', message: `at most ${MAX_SESSION_PINS} entries` }]);
  });

  it('refuses a session listing more toolkits than any catalog has', async () => {
    const refused = expectEnvelope(
      await t.api('POST', '/api/v3/tool_router/session', { body: { user_id: 'u1', toolkits: { enable: ids('toolkit_', 1001) } } }),
      400,
    );
    expect(refused.field_errors).toEqual([{ path: ['body', 'toolkits', 'enable'], code: 'too_big', message: 'at most 1000 slugs' }]);
  });
});
