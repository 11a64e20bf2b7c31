import type { CatalogTriggerTypeEntry } from '../catalog';
import { accountNotActive, requireUsableAccount } from '../connectedAccounts/accountRules';
import { connectedAtOf } from '../connectedAccounts/connectedAt';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';

/** Whose account a trigger instance listens on: the body of an upsert. */
export interface TriggerAccountChoice {
  connected_account_id?: string | undefined;
  user_id?: string | undefined;
}

const byNewest = (a: ConnectedAccountRecord, b: ConnectedAccountRecord) => b.created_at.localeCompare(a.created_at);

function badAccount(message: string, suggestedFix: string): ApiError {
  return new ApiError('BAD_REQUEST', `Invalid request body: body.connected_account_id: ${message}`, {
    ...atField('body.connected_account_id', 'invalid_value', message),
    suggestedFix,
  });
}

/**
 * The account a trigger instance listens on. A named account must be the
 * project's (404), usable (422) and of the trigger's toolkit, and the user's
 * when `user_id` is given too (400). Without one, as the vendor does since its
 * SDK 0.14 and as tool execution picks: `user_id`'s newest ACTIVE, enabled
 * account of the trigger's toolkit; 422 when they have none (naming an
 * EXPIRED one, which a reconnect brings back, when there is one).
 */
export function triggerAccount(
  service: Service,
  project: ProjectRecord,
  trigger: CatalogTriggerTypeEntry,
  choice: TriggerAccountChoice,
): ConnectedAccountRecord {
  if (choice.connected_account_id !== undefined) {
    const account = requireUsableAccount(service, project, choice.connected_account_id);
    if (account.toolkit_slug !== trigger.toolkitSlug) {
      throw badAccount(
        `connected account '${account.id}' is a '${account.toolkit_slug}' account, and ${trigger.slug} is a trigger of '${trigger.toolkitSlug}'`,
        `Use a connected account of ${trigger.toolkitSlug}, or a trigger type of ${account.toolkit_slug}.`,
      );
    }
    if (choice.user_id !== undefined && account.user_id !== choice.user_id) {
      throw badAccount(
        `connected account '${account.id}' belongs to another user than '${choice.user_id}'`,
        'Pass one of the user’s own connected accounts, or leave connected_account_id out to use their newest ACTIVE one.',
      );
    }
    return account;
  }
  if (choice.user_id === undefined) {
    throw new ApiError('BAD_REQUEST', `Invalid request body: name whose account ${trigger.slug} listens on.`, {
      ...atField('body.user_id', 'required', 'required without connected_account_id: whose account to listen on'),
      suggestedFix: 'Pass the user_id of the user whose account the trigger listens on, or one of their connected_account_id values.',
    });
  }
  const owned = { project_id: project.id, user_id: choice.user_id, toolkit_slug: trigger.toolkitSlug, deleted_at: null };
  const active = service.store
    .find('connected_accounts', { where: { ...owned, status: 'ACTIVE' } })
    .filter((account) => !account.is_disabled)
    .sort(byNewest)[0];
  if (active) return active;
  const expired = service.store
    .find('connected_accounts', { where: { ...owned, status: 'EXPIRED' } })
    .filter((account) => !account.is_disabled && connectedAtOf(account) !== null)
    .sort(byNewest)[0];
  if (expired) throw accountNotActive(expired);
  throw new ApiError(
    'MISSING_CONNECTION',
    `User '${choice.user_id}' has no ACTIVE connection to ${trigger.toolkitSlug} for ${trigger.slug} to listen on.`,
    {
      suggestedFix: `Connect ${trigger.toolkitSlug} first: POST /api/v3/connected_accounts/link with an auth config of ${trigger.toolkitSlug}, finish the hosted page, then create the trigger again.`,
    },
  );
}
