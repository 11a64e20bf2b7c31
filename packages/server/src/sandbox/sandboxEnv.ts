import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';

/** A sandbox app's handlers also know the connected account the credentials belong to. */
export interface SandboxEnv {
  Variables: AppEnv['Variables'] & { account: ConnectedAccountRecord };
}

export type SandboxContext = Context<SandboxEnv>;

/**
 * Errors in the style of a third-party API (`{ error, message }`), not the
 * service's own envelope: the proxy hands them through as the app's answer.
 */
export function sandboxError(c: Context, status: 400 | 401 | 404 | 408 | 413, error: string, message: string): Response {
  return c.json({ error, message }, status);
}
