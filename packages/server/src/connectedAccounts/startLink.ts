import type { LinkSession } from '@patchbay/client';
import { newId } from '../ids';
import type { AuthConfigRecord } from '../authConfigs/records';
import type { Service } from '../Service';
import { linkPageUrl, openLinkSession } from './linkSessions';

export interface StartLinkInput {
  /** Must already be checked to be ENABLED and the caller's. */
  authConfig: AuthConfigRecord;
  userId: string;
  callbackUrl: string | null;
  connectionData: Record<string, unknown>;
}

/**
 * The link flow (spec 4.2): a new INITIATED account and a hosted page where
 * the user finishes connecting it within 10 minutes.
 */
export function startLink(service: Service, origin: string, input: StartLinkInput): LinkSession {
  return service.store.transaction(() => {
    const now = service.clock().toISOString();
    const account = service.store.put('connected_accounts', {
      id: newId('connectedAccount'),
      project_id: input.authConfig.project_id,
      user_id: input.userId,
      toolkit_slug: input.authConfig.toolkit_slug,
      auth_config_id: input.authConfig.id,
      status: 'INITIATED',
      status_reason: null,
      status_reason_code: null,
      credentials: {},
      is_disabled: false,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    const link = openLinkSession(service, { account, callbackUrl: input.callbackUrl, connectionData: input.connectionData });
    return {
      link_token: link.id,
      redirect_url: linkPageUrl(origin, link.id),
      expires_at: link.expires_at,
      connected_account_id: account.id,
    };
  });
}
