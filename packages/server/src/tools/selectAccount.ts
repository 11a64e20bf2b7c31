import type { CatalogToolkit } from '../catalog';
import { findByAlias } from '../connectedAccounts/accountAlias';
import { mayUseAccount } from '../connectedAccounts/accountSharing';
import { ApiError, notFound } from '../http/ApiError';
import { atField } from '../http/atField';
import { isId } from '../ids';
import type { ToolContext } from './ToolContext';

/**
 * The account an `account` selector names (the vendor's session execute
 * field): the alias of one of the user's live accounts of the toolkit, else
 * an account id: the user's, or a SHARED one its ACL lets them use. Any
 * other user's id answers like a missing one (404), so the selector never
 * confirms someone else's account; an alias nobody has is a
 * 400 at `field` that lists the aliases there are. The account is then
 * checked like any named one (usable, of the tool's toolkit).
 */
export function selectAccountId(ctx: ToolContext, toolkit: CatalogToolkit, userId: string | undefined, selector: string, field: string): string {
  const { service, project } = ctx;
  const owner = userId === undefined ? null : { project_id: project.id, user_id: userId, toolkit_slug: toolkit.slug };
  const labelled = owner && findByAlias(service, owner, selector);
  if (labelled) return labelled.id;
  if (isId('connectedAccount', selector)) {
    // Without a user it is checked as any connected_account_id is.
    if (!owner) return selector;
    const named = service.store.get('connected_accounts', selector);
    if (named?.project_id === project.id && mayUseAccount(named, owner.user_id)) return named.id;
    throw notFound('Connected account', selector);
  }
  if (!owner) {
    throw new ApiError('BAD_REQUEST', `Invalid request body: ${field}: an alias needs user_id to say whose account it is.`, {
      ...atField('body.user_id', 'required', 'required to pick an account by alias'),
      suggestedFix: 'Pass user_id with the alias, or name the account by its id.',
    });
  }
  const aliases = service.store
    .find('connected_accounts', { where: { ...owner, deleted_at: null } })
    .flatMap((account) => (account.alias ? [account.alias] : []));
  const message = `no ${toolkit.slug} account of user '${owner.user_id}' has the alias '${selector}'`;
  throw new ApiError('BAD_REQUEST', `Invalid request body: ${field}: ${message}`, {
    ...atField(field, 'invalid_value', message),
    suggestedFix:
      aliases.length > 0
        ? `Use one of the user's aliases for ${toolkit.slug}: ${aliases.join(', ')}, or an account id.`
        : 'Use an account id; none of these accounts has an alias.',
  });
}
