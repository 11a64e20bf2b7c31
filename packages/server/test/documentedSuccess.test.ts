import { describe, expect, it } from 'vitest';
import { undocumentedSuccess } from './harness';

const ENUM = ['PATCHBAY_OAUTH_DEMO_TASK_CREATED'];

describe('undocumentedSuccess (@patchbay/server/testing)', () => {
  it('accepts an answer with its row’s status and a body of its type, extra fields included', () => {
    expect(undocumentedSuccess('GET', '/api/v3/triggers_types/list/enum', 200, ENUM)).toBeNull();
    expect(undocumentedSuccess('GET', '/api/v3.1/triggers_types/list/enum', 200, ENUM)).toBeNull();
    const deleted = { success: true, deleted_connected_accounts: 0, vendor_extra: 'kept' };
    expect(undocumentedSuccess('DELETE', '/api/v3/auth_configs/ac_1', 200, deleted)).toBeNull();
  });

  it('refuses a 201 from a row the document answers with 200, and a 200 from a row it answers with 201', () => {
    expect(undocumentedSuccess('GET', '/api/v3/triggers_types/list/enum', 201, ENUM)).toBe(
      'GET /api/v3/triggers_types/list/enum (triggerTypes.enum) answered 201, but the OpenAPI document says 200 (successStatus.ts in packages/server/src/openapi)',
    );
    expect(undocumentedSuccess('POST', '/api/v3/webhook_subscriptions', 200, {})).toMatch(
      /\(webhookSubscriptions\.create\) answered 200, .* says 201 /,
    );
  });

  it('takes either status from a row that answers 201 when it creates and 200 when the thing exists', () => {
    const upserted = { trigger_id: 'ti_1', deprecated: { uuid: 'u' } };
    for (const status of [200, 201]) {
      expect(undocumentedSuccess('POST', '/api/v3/trigger_instances/SLUG/upsert', status, upserted), String(status)).toBeNull();
    }
  });

  it('names the row, the status, where the body is wrong and the schema path that refused it', () => {
    const problem = undocumentedSuccess('DELETE', '/api/v3/auth_configs/ac_1', 200, { success: 'yes' });
    expect(problem).toContain('DELETE /api/v3/auth_configs/ac_1 (authConfigs.delete) answered 200 with a body its response schema refuses:');
    expect(problem).toContain("at (the body): must have required property 'deleted_connected_accounts'");
    expect(problem).toContain('at /success: must be boolean (#/components/schemas/DeleteAuthConfigResponse/properties/success/type)');
    expect(undocumentedSuccess('GET', '/api/v3/triggers_types/list/enum', 200, 'not json')).toContain('at (the body): must be array');
  });

  it('leaves errors, and paths outside the endpoint table, to other checks', () => {
    expect(undocumentedSuccess('GET', '/api/v3/triggers_types/list/enum', 404, { error: {} })).toBeNull();
    expect(undocumentedSuccess('GET', '/connect/abc', 200, '<html>')).toBeNull();
  });
});
