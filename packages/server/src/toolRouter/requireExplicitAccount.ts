import type { CatalogToolkit } from '../catalog';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import type { ToolContext } from '../tools/ToolContext';
import { isUsable, sessionAccounts } from './sessionConnection';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';

/** Accounts one refusal names at most (a session pins at most 10 per toolkit; a user may have more). */
const MAX_NAMED_ACCOUNTS = 20;

/**
 * Refuses (400 at `field`) a call that names no account where the session
 * requires an explicit choice (`multi_account.require_explicit_selection`)
 * and it could run with more than one of the user's accounts of the toolkit
 * (its pinned ones, else those of its auth config): the answer names each by
 * id and alias, as the vendor's lists the available accounts. One usable
 * account, or none, is no choice: the call goes on as any other.
 */
export function requireExplicitAccount(ctx: ToolContext, session: ToolRouterSessionRecord, toolkit: CatalogToolkit, field: string): void {
  const settings = session.multi_account;
  if (!settings?.enable || !settings.require_explicit_selection) return;
  const usable = sessionAccounts(ctx, session, toolkit.slug).filter((account) => isUsable(ctx, account));
  if (usable.length < 2) return;
  const named = usable
    .slice(0, MAX_NAMED_ACCOUNTS)
    .map((account) => (account.alias ? `${account.id} (alias '${account.alias}')` : `${account.id} (no alias)`));
  const more = usable.length > named.length ? `, and ${usable.length - named.length} more` : '';
  const choices = `${named.join(', ')}${more}`;
  throw new ApiError(
    'BAD_REQUEST',
    `Choose which ${toolkit.name} account to use: user '${session.user_id}' has ${usable.length} connected ${toolkit.slug} accounts this session can use (${choices}), and the session requires choosing one (multi_account.require_explicit_selection).`,
    {
      ...atField(field, 'required', `name one of the ${usable.length} ${toolkit.slug} accounts by id or alias: ${choices}`),
      suggestedFix: `Call again with account set to one of these ids or aliases, or update the session with multi_account.require_explicit_selection: false to use the default account.`,
    },
  );
}
