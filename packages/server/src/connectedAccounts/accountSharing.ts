import type { ConnectedAccountAcl, ConnectedAccountAclInput, ConnectedAccountExperimental, ConnectedAccountType } from '@patchbay/client';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import type { ConnectedAccountRecord } from './records';

/**
 * The vendor's words when an ACL is given for a PRIVATE account: its SDK
 * recognises them (`ComposioAclOnlyForSharedError`), so they are kept as is.
 */
export const ACL_ONLY_FOR_SHARED = 'acl_config_for_shared is only valid on SHARED connected accounts';

/** A new SHARED account's ACL: nobody but its owner. */
const NOBODY_ELSE: ConnectedAccountAcl = { allow_all_users: false, allowed_user_ids: [], not_allowed_user_ids: [] };

/** How a link sets up sharing: a SHARED account and its ACL, or nothing (PRIVATE). */
export interface AccountSharing {
  account_type?: ConnectedAccountType | undefined;
  acl_config_for_shared?: ConnectedAccountAclInput | undefined;
}

export function accountTypeOf(account: ConnectedAccountRecord): ConnectedAccountType {
  return account.account_type === 'SHARED' ? 'SHARED' : 'PRIVATE';
}

/** `acl` with the fields `change` gives replaced, the others kept (the vendor's PATCH semantics). */
export function changedAcl(acl: ConnectedAccountAcl | null | undefined, change: ConnectedAccountAclInput): ConnectedAccountAcl {
  const current = acl ?? NOBODY_ELSE;
  return {
    allow_all_users: change.allow_all_users ?? current.allow_all_users,
    allowed_user_ids: change.allowed_user_ids ? [...new Set(change.allowed_user_ids)] : current.allowed_user_ids,
    not_allowed_user_ids: change.not_allowed_user_ids ? [...new Set(change.not_allowed_user_ids)] : current.not_allowed_user_ids,
  };
}

/** 400 with the vendor's words: an ACL given for an account that is not SHARED. `field` is where the ACL was given. */
export function aclOnlyForShared(field: string): ApiError {
  return new ApiError('BAD_REQUEST', `${ACL_ONLY_FOR_SHARED}; this one is PRIVATE.`, {
    ...atField(field, 'invalid_value', 'only valid with account_type SHARED'),
    suggestedFix: "Give experimental.account_type: 'SHARED' with the ACL, or leave the ACL out.",
  });
}

/**
 * The record fields a link's sharing sets: SHARED with its ACL (nobody else
 * by default), or PRIVATE (none). An ACL without SHARED is refused.
 */
export function sharingFields(sharing: AccountSharing | undefined): Pick<ConnectedAccountRecord, 'account_type' | 'acl_config_for_shared'> {
  if (sharing?.account_type !== 'SHARED') {
    if (sharing?.acl_config_for_shared !== undefined) throw aclOnlyForShared('body.experimental.acl_config_for_shared');
    return { account_type: null, acl_config_for_shared: null };
  }
  return { account_type: 'SHARED', acl_config_for_shared: changedAcl(null, sharing.acl_config_for_shared ?? {}) };
}

/**
 * Whether `userId` may use the account: its owner always; another user only
 * when it is SHARED and its ACL lets them (deny wins, then everyone, then the
 * allow list; nobody by default).
 */
export function mayUseAccount(account: ConnectedAccountRecord, userId: string): boolean {
  if (account.user_id === userId) return true;
  if (account.account_type !== 'SHARED') return false;
  const acl = account.acl_config_for_shared ?? NOBODY_ELSE;
  if (acl.not_allowed_user_ids.includes(userId)) return false;
  return acl.allow_all_users || acl.allowed_user_ids.includes(userId);
}

/** The account's `experimental` block on the wire: a SHARED account's type and ACL; none for a PRIVATE one. */
export function experimentalWireOf(account: ConnectedAccountRecord): ConnectedAccountExperimental | undefined {
  if (account.account_type !== 'SHARED') return undefined;
  return { account_type: 'SHARED', acl_config_for_shared: account.acl_config_for_shared ?? NOBODY_ELSE };
}
