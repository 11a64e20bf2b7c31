import type { CatalogTool, CatalogToolkit } from '../catalog';
import { accountNotActive, requireUsableAccount } from '../connectedAccounts/accountRules';
import { connectedAtOf } from '../connectedAccounts/connectedAt';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import type { AuthConfigRecord } from '../authConfigs/records';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import { isId } from '../ids';
import type { ToolContext } from './ToolContext';
import { mayUseAccount } from '../connectedAccounts/accountSharing';

/** Whose account a tool runs with. */
export interface AccountChoice {
  /** This account (it must be usable, of the tool's toolkit, and the user's when `userId` is given too). */
  connectedAccountId?: string | undefined;
  /** Where `connectedAccountId` came from, for errors: `body.connected_account_id`, or a session's pin. */
  connectedAccountField?: string;
  /** Else the user's newest ACTIVE account of the toolkit. */
  userId?: string | undefined;
  /** Only accounts of this auth config (a session's `auth_configs` pin), the named one included. */
  authConfigId?: string | undefined;
}

const byNewest = (a: ConnectedAccountRecord, b: ConnectedAccountRecord) => b.created_at.localeCompare(a.created_at);

function badAccount(field: string, message: string): ApiError {
  return new ApiError('BAD_REQUEST', `Invalid request body: ${field}: ${message}`, {
    ...atField(field, 'invalid_value', message),
    suggestedFix: "Pass one of the user's connected accounts of the tool's toolkit.",
  });
}

function disabled(config: AuthConfigRecord): ApiError {
  return new ApiError('AUTH_CONFIG_DISABLED', `Auth config '${config.id}' is disabled: its connected accounts cannot run tools.`, {
    suggestedFix: `Enable it with PATCH /api/v3/auth_configs/${config.id}/ENABLED, or connect through another auth config.`,
  });
}

function restricted(config: AuthConfigRecord, tool: CatalogTool): ApiError {
  return new ApiError('FORBIDDEN', `Auth config '${config.id}' restricts its accounts to some tools, and ${tool.slug} is not one of them.`, {
    suggestedFix: 'Add the tool to the auth config’s restrict_to_following_tools, or connect through another auth config.',
  });
}

/** Why `account` may not run `tool`, or null: its auth config must be enabled and must not restrict the tool away. */
function refusal(ctx: ToolContext, account: ConnectedAccountRecord, tool: CatalogTool): ApiError | null {
  const config = ctx.service.store.get('auth_configs', account.auth_config_id);
  if (!config) return null;
  if (config.status === 'DISABLED') return disabled(config);
  const only = config.restrict_to_following_tools;
  return only.length > 0 && !only.includes(tool.slug) ? restricted(config, tool) : null;
}

function missingConnection(toolkit: CatalogToolkit, userId: string, authConfigId: string | undefined): ApiError {
  const through = authConfigId ? ` through auth config '${authConfigId}'` : '';
  return new ApiError('MISSING_CONNECTION', `User '${userId}' has no ACTIVE connection to ${toolkit.name} (${toolkit.slug})${through}.`, {
    suggestedFix: `Connect ${toolkit.slug} first: POST /api/v3/connected_accounts/link with an auth config of ${toolkit.slug} (or PATCHBAY_MANAGE_CONNECTIONS in a tool router session), finish the hosted page, then run the tool again.`,
  });
}

/**
 * The account a tool runs with, by the rules of the rest of the service:
 * a named account must exist in the project (404), not be deleted or
 * inactive (422), be of the tool's toolkit and the user's; a user's account
 * is their newest ACTIVE one (422 naming the toolkit when there is none).
 * Accounts of a disabled auth config are refused (422), as are tools their
 * auth config restricts away (403). A no-auth toolkit needs no account: null.
 */
export function resolveToolAccount(
  ctx: ToolContext,
  toolkit: CatalogToolkit,
  tool: CatalogTool,
  choice: AccountChoice,
): ConnectedAccountRecord | null {
  const { service, project } = ctx;
  if (choice.connectedAccountId !== undefined) {
    const field = choice.connectedAccountField ?? 'body.connected_account_id';
    if (!isId('connectedAccount', choice.connectedAccountId)) throw badAccount(field, "not a connected account id ('ca_...')");
    const account = requireUsableAccount(service, project, choice.connectedAccountId);
    if (account.toolkit_slug !== toolkit.slug) {
      throw badAccount(
        field,
        `connected account '${account.id}' is for toolkit '${account.toolkit_slug}', and ${tool.slug} is a tool of '${toolkit.slug}'`,
      );
    }
    // Another user's account only when it is SHARED and its ACL lets this user.
    if (choice.userId !== undefined && !mayUseAccount(account, choice.userId)) {
      throw badAccount(field, `connected account '${account.id}' belongs to another user than '${choice.userId}'`);
    }
    if (choice.authConfigId !== undefined && account.auth_config_id !== choice.authConfigId) {
      throw badAccount(
        field,
        `connected account '${account.id}' is not of auth config '${choice.authConfigId}', which the session uses for ${toolkit.slug}`,
      );
    }
    const refused = refusal(ctx, account, tool);
    if (refused) throw refused;
    return account;
  }
  if (choice.userId === undefined) {
    if (toolkit.noAuth) return null;
    throw new ApiError('BAD_REQUEST', `Invalid request body: name whose account runs ${tool.slug}.`, {
      ...atField('body.user_id', 'required', 'give user_id or connected_account_id'),
      suggestedFix: 'Pass the user_id of the user the tool acts for, or one of their connected_account_id values.',
    });
  }
  const active = service.store
    .find('connected_accounts', {
      where: { project_id: project.id, user_id: choice.userId, toolkit_slug: toolkit.slug, status: 'ACTIVE', deleted_at: null },
    })
    .filter((account) => !account.is_disabled && (choice.authConfigId === undefined || account.auth_config_id === choice.authConfigId))
    .sort(byNewest);
  const usable = active.find((account) => refusal(ctx, account, tool) === null);
  if (usable) return usable;
  // A no-auth toolkit runs without an account: the user's accounts only matter when one is usable.
  if (toolkit.noAuth) return null;
  const newest = active[0];
  throw (
    (newest && refusal(ctx, newest, tool)) ??
    expiredConnection(ctx, toolkit, choice) ??
    missingConnection(toolkit, choice.userId, choice.authConfigId)
  );
}

/**
 * A user with no ACTIVE account but one whose access ended (EXPIRED after it
 * was connected) is told so, as naming that account would: the app can
 * reconnect it instead of starting a new connection.
 */
function expiredConnection(ctx: ToolContext, toolkit: CatalogToolkit, choice: AccountChoice): ApiError | undefined {
  const expired = ctx.service.store
    .find('connected_accounts', {
      where: { project_id: ctx.project.id, user_id: choice.userId, toolkit_slug: toolkit.slug, status: 'EXPIRED', deleted_at: null },
    })
    .filter((account) => !account.is_disabled && connectedAtOf(account) !== null)
    .filter((account) => choice.authConfigId === undefined || account.auth_config_id === choice.authConfigId)
    .sort(byNewest);
  const newest = expired[0];
  return newest && accountNotActive(newest);
}
