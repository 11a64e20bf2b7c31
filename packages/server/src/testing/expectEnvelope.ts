import type { InactiveAccount } from '@patchbay/client';
import type { ApiResult } from './startTestServer';

/** The error envelope of spec 2.1, with the service's `field_errors` extension (empty when no field is at fault). */
export interface ErrorEnvelope {
  message: string;
  slug: string;
  errors: string[];
  field_errors: { path: (string | number)[]; code: string; message: string }[];
  suggested_fix: string;
  request_id: string;
  code: number;
  status: number;
  /** With `connected_account_not_active`: the account to reconnect. */
  inactive_account?: InactiveAccount;
}

/** Asserts the spec 2.1 envelope and returns it, for concise error tests. */
export function expectEnvelope(result: ApiResult, status: number): ErrorEnvelope {
  const error = (result.body as { error?: Record<string, unknown> } | undefined)?.error;
  if (result.status !== status || !error) {
    throw new Error(`expected a ${status} error envelope, got ${result.status}: ${JSON.stringify(result.body)}`);
  }
  for (const field of ['message', 'slug', 'request_id', 'suggested_fix'] as const) {
    if (typeof error[field] !== 'string') throw new Error(`envelope.error.${field} is not a string`);
  }
  if (error.status !== status || typeof error.code !== 'number' || !Array.isArray(error.errors)) {
    throw new Error(`malformed envelope: ${JSON.stringify(result.body)}`);
  }
  // The extension is absent when no field is at fault: read it as empty then.
  return { ...error, field_errors: error.field_errors ?? [] } as ErrorEnvelope;
}
