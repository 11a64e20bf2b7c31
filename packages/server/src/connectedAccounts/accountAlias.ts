import { z } from 'zod';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import type { Service } from '../Service';
import type { ConnectedAccountRecord } from './records';

/** The longest alias kept: a label people read in a list, not a note. */
export const MAX_ALIAS_LENGTH = 100;

/*
 * Control characters, line and paragraph separators, and the bidirectional
 * overrides that make a label read differently from what it is.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * An alias as sent: trimmed, at most 100 characters, nothing unshowable.
 * `''` reads as null: no alias (the vendor's way to clear one).
 */
export const aliasSchema = () =>
  z
    .string({ error: 'expected a string' })
    .trim()
    .max(MAX_ALIAS_LENGTH, `must be at most ${MAX_ALIAS_LENGTH} characters`)
    .refine((alias) => !UNSHOWABLE.test(alias), 'must not contain control characters')
    .transform((alias) => (alias === '' ? null : alias));

/** Aliases compare without case: 'Work' and 'work' would be the same label to the person choosing. */
const sameAlias = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The user's live account of the toolkit with this alias, other than `except`, if any. */
export function findByAlias(
  service: Service,
  owner: Pick<ConnectedAccountRecord, 'project_id' | 'user_id' | 'toolkit_slug'>,
  alias: string,
  except?: string,
): ConnectedAccountRecord | undefined {
  return service.store
    .find('connected_accounts', {
      where: { project_id: owner.project_id, user_id: owner.user_id, toolkit_slug: owner.toolkit_slug, deleted_at: null },
    })
    .find((account) => account.id !== except && typeof account.alias === 'string' && sameAlias(account.alias, alias));
}

/**
 * Refuses (409) an alias another live account of the same user and toolkit
 * already has (the vendor's rule: unique per user and toolkit within the
 * project). `self` is the account being labelled, when it exists already.
 */
export function requireFreeAlias(
  service: Service,
  owner: Pick<ConnectedAccountRecord, 'project_id' | 'user_id' | 'toolkit_slug'>,
  alias: string | null | undefined,
  self?: string,
): void {
  if (alias === null || alias === undefined) return;
  const taken = findByAlias(service, owner, alias, self);
  if (!taken) return;
  throw new ApiError('CONFLICT', `Alias '${alias}' is already used by another ${owner.toolkit_slug} account of this user ('${taken.id}').`, {
    ...atField('body.alias', 'invalid_value', 'already used by another account of this user and toolkit'),
    suggestedFix: 'Choose another alias, or rename or delete the other account first.',
  });
}
