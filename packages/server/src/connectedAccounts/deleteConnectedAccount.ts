import { ApiError } from '../http/ApiError';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { findAccount } from './accountRules';
import { softDeleteAccounts } from './softDeleteAccounts';

/** Soft-deletes the project's account (spec 2.3); one already deleted is refused, not deleted again. */
export function deleteConnectedAccount(service: Service, project: ProjectRecord, id: string): void {
  service.store.transaction(() => {
    const account = findAccount(service, project, id);
    if (account.deleted_at) {
      throw new ApiError('CONNECTED_ACCOUNT_DELETED', `Connected account '${id}' is already deleted.`, {
        suggestedFix: 'Nothing to do: the account is deleted. Its record stays readable for audit.',
      });
    }
    softDeleteAccounts(service, [account]);
  });
}
