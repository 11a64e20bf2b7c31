import { ApiError } from '../http/ApiError';
import { requireUsableAccount } from '../connectedAccounts/accountRules';
import { isId } from '../ids';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { atField } from '../http/atField';

/**
 * The account whose credentials the proxy uses: the given one (it must be
 * usable), or the project's default, which is its only ACTIVE account.
 */
export function resolveProxyAccount(service: Service, project: ProjectRecord, id: string | undefined): ConnectedAccountRecord {
  if (id !== undefined) {
    if (!isId('connectedAccount', id)) {
      throw new ApiError('BAD_REQUEST', 'Invalid request body: body.connected_account_id: not a connected account id', {
        ...atField('body.connected_account_id', 'invalid_format', "must be a connected account id ('ca_...')"),
        suggestedFix: 'Pass the id of one of your connected accounts.',
      });
    }
    return requireUsableAccount(service, project, id);
  }
  const active = service.store
    .find('connected_accounts', { where: { project_id: project.id, status: 'ACTIVE', deleted_at: null } })
    .filter((a) => !a.is_disabled);
  const only = active.length === 1 ? active[0] : undefined;
  if (only) return only;
  throw new ApiError(
    'BAD_REQUEST',
    active.length === 0
      ? 'No connected_account_id was given and the project has no ACTIVE connected account to use by default.'
      : `No connected_account_id was given and the project has ${active.length} ACTIVE connected accounts, so there is no default.`,
    {
      ...atField('body.connected_account_id', 'required', 'required unless the project has exactly one ACTIVE connected account'),
      suggestedFix: 'Pass connected_account_id with the account whose credentials the request should use.',
    },
  );
}
