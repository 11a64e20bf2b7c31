import { parseJsonInput, readTextWithin } from '@patchbay/relay/http';
import { ApiError } from '../http/ApiError';
import { nanoid } from '../ids';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import type { Service } from '../Service';
import { sandboxError, type SandboxContext } from './sandboxEnv';
import type { SandboxItem } from './SandboxItem';

export function itemsOf(service: Service, account: ConnectedAccountRecord, kind: SandboxItem['kind']): SandboxItem[] {
  return service.store.find('sandbox_items', { where: { connected_account_id: account.id, kind } });
}

/** One item of the account, or undefined: other accounts' items do not exist for it. */
export function itemOf(service: Service, account: ConnectedAccountRecord, kind: SandboxItem['kind'], id: string): SandboxItem | undefined {
  const item = service.store.get('sandbox_items', id);
  return item && item.connected_account_id === account.id && item.kind === kind ? item : undefined;
}

export function createItem(service: Service, account: ConnectedAccountRecord, kind: SandboxItem['kind'], data: Record<string, unknown>): SandboxItem {
  const now = service.clock().toISOString();
  return service.store.put('sandbox_items', {
    id: `${kind}_${nanoid(12)}`,
    project_id: account.project_id,
    connected_account_id: account.id,
    toolkit_slug: account.toolkit_slug,
    kind,
    data,
    created_at: now,
    updated_at: now,
  });
}

/** Sandbox APIs take small JSON bodies; larger ones are refused as they stream in. */
const MAX_SANDBOX_BODY_BYTES = 256 * 1024;

/** A JSON object body, or a third-party style 400, 408 or 413 response. */
export async function readObject(c: SandboxContext): Promise<Record<string, unknown> | Response> {
  try {
    const value = parseJsonInput(await readTextWithin(c.req.raw, MAX_SANDBOX_BODY_BYTES, c.var.service.bodyTimeouts));
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) return sandboxError(c, 413, 'payload_too_large', error.message);
    if (error instanceof ApiError && error.status === 408) return sandboxError(c, 408, 'request_timeout', error.message);
    if (error instanceof ApiError) return sandboxError(c, 400, 'invalid_request', error.message);
    throw error;
  }
  return sandboxError(c, 400, 'invalid_request', 'The body must be a JSON object.');
}

/** The first validation problem as "field: message", for third-party style errors. */
export function firstIssue(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : 'invalid body';
}
