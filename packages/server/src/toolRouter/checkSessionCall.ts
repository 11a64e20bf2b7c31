import { toolSchemas, type CatalogToolEntry, type CatalogToolkit } from '../catalog';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import { pinnedAccounts } from './sessionSettings';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';
import { findTool } from '../tools/listTools';
import { resolveToolAccount, type AccountChoice } from '../tools/resolveToolAccount';
import { isExecutable } from '../tools/runTool';
import { selectAccountId } from '../tools/selectAccount';
import { requireExplicitAccount } from './requireExplicitAccount';
import { requireSessionTool, sessionAccountChoice } from './sessionRules';
import type { ToolContext } from '../tools/ToolContext';
import { requireValidArguments } from '../tools/validateArguments';

export interface SessionToolCall {
  toolSlug: string;
  arguments?: unknown;
  /** Where `arguments` sits, for error paths. @default 'arguments' */
  argumentsAt?: string;
  /** Which of the user's accounts runs it, by id or alias (the vendor's `account`). @default the session's choice */
  account?: string | undefined;
  /** Where `account` sits, for error paths. @default 'body.account' */
  accountAt?: string;
}

/** The session's account choice, narrowed to the account the call names (which must be one the session allows). */
function callAccountChoice(ctx: ToolContext, session: ToolRouterSessionRecord, toolkit: CatalogToolkit, call: SessionToolCall): AccountChoice {
  const choice = sessionAccountChoice(session, toolkit.slug);
  const field = call.accountAt ?? 'body.account';
  if (call.account === undefined) {
    requireExplicitAccount(ctx, session, toolkit, field);
    return choice;
  }
  const id = selectAccountId(ctx, toolkit, session.user_id, call.account, field);
  const pinned = pinnedAccounts(session, toolkit.slug);
  if (pinned.length > 0 && !pinned.includes(id)) {
    const message = `the session pins ${pinned.length === 1 ? 'account' : 'accounts'} ${pinned.map((pin) => `'${pin}'`).join(', ')} for ${toolkit.slug}`;
    throw new ApiError('BAD_REQUEST', `Invalid request body: ${field}: ${message}`, {
      ...atField(field, 'invalid_value', message),
      suggestedFix:
        'Leave account out to use the default pinned account, pick one the session pins, or update the session to pin the account you want.',
    });
  }
  return { connectedAccountId: id, connectedAccountField: field, userId: session.user_id, authConfigId: session.auth_configs[toolkit.slug] };
}

/** A session's call, checked and ready to run. */
export interface CheckedSessionCall {
  entry: CatalogToolEntry;
  args: Record<string, unknown>;
  account: ConnectedAccountRecord | null;
}

/**
 * Checks a call as a session runs it: refused (403) when the session's
 * configuration leaves the tool out, then its arguments (400) and the
 * account it runs with (the session's pinned account or auth config, or the
 * one the call names; one must be named where the session requires an
 * explicit choice among several), as `executeTool` does.
 */
export function checkSessionCall(ctx: ToolContext, session: ToolRouterSessionRecord, call: SessionToolCall): CheckedSessionCall {
  const entry = findTool(ctx, call.toolSlug);
  requireSessionTool(session, entry);
  const args = requireValidArguments(entry.tool.slug, toolSchemas(entry.toolkit, entry.tool).input, call.arguments, call.argumentsAt ?? 'arguments');
  const account = isExecutable(entry.tool.slug)
    ? resolveToolAccount(ctx, entry.toolkit, entry.tool, callAccountChoice(ctx, session, entry.toolkit, call))
    : null;
  return { entry, args, account };
}
