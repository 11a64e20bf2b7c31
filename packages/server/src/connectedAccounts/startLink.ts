import type { LinkSession } from '@patchbay/client';
import type { AuthConfigRecord } from '../authConfigs/records';
import type { Service } from '../Service';
import { requireFreeAlias } from './accountAlias';
import { sharingFields, type AccountSharing } from './accountSharing';
import { changeAccountStatus } from './accountStatus';
import { connectedAtOf } from './connectedAt';
import { createInitiatedAccount } from './createInitiatedAccount';
import { latestLinkOf, pendingLinksOf } from './accountLinks';
import { expireIfDue, linkPageUrl, openLinkSession } from './linkSessions';
import type { ConnectedAccountRecord, LinkSessionRecord } from './records';

export interface StartLinkInput {
  /** Must already be checked to be ENABLED and the caller's. */
  authConfig: AuthConfigRecord;
  userId: string;
  /** Where the hosted page sends the user; null: nowhere, or what a reused attempt had. */
  callbackUrl: string | null;
  /** Pre-fills the hosted form; undefined: what a reused attempt had, else nothing. */
  connectionData?: Record<string, unknown> | undefined;
  /** The account's label; undefined keeps a reused attempt's, null clears it. Checked to be free (409). */
  alias?: string | null | undefined;
  /** The vendor's experimental sharing; undefined keeps a reused attempt's, else PRIVATE. An ACL without SHARED is a 400. */
  sharing?: AccountSharing | undefined;
  /** The language of the hosted pages (a canonical BCP 47 tag); undefined keeps a reused attempt's, else none. */
  locale?: string | undefined;
}

/** Statuses an attempt never completed can be in: waiting, or given up (expired, cancelled, denied). */
const UNFINISHED: ReadonlySet<string> = new Set(['INITIALIZING', 'INITIATED', 'EXPIRED', 'FAILED']);

/**
 * The user's newest attempt through this auth config that never completed
 * (never connected, not deleted or disabled). Accounts connected once are
 * never reused: "add another account" makes a new one.
 */
function unfinishedAttempt(service: Service, authConfig: AuthConfigRecord, userId: string): ConnectedAccountRecord | undefined {
  return service.store
    .find('connected_accounts', {
      where: { project_id: authConfig.project_id, user_id: userId, auth_config_id: authConfig.id, deleted_at: null },
      orderBy: 'created_at',
      direction: 'desc',
    })
    .find((account) => !account.is_disabled && UNFINISHED.has(account.status) && connectedAtOf(account) === null);
}

/** The attempt's link that still waits for the user (its 10 minutes not up), if any. */
function livePendingLink(service: Service, account: ConnectedAccountRecord): LinkSessionRecord | undefined {
  return pendingLinksOf(service, account).find((link) => expireIfDue(service, link).status === 'PENDING');
}

/**
 * The link flow (spec 4.2) behind every way of starting one: the link
 * endpoint, a tool router session's link and PATCHBAY_MANAGE_CONNECTIONS.
 * One attempt per user and auth config, however often they retry: while the
 * user has an attempt that never completed, it is reused (same account id).
 * Its link still waiting is answered again, with this call's callback_url
 * and connection_data when given; otherwise a new 10-minute link is opened
 * on the same account, which is INITIATED again. Only without one is a new
 * INITIATED account made.
 */
export function startLink(service: Service, origin: string, input: StartLinkInput): LinkSession {
  // Checked before anything is stored: an ACL for a PRIVATE account is refused.
  const sharing = input.sharing === undefined ? undefined : sharingFields(input.sharing);
  return service.store.transaction(() => {
    const attempt = unfinishedAttempt(service, input.authConfig, input.userId);
    const owner = { project_id: input.authConfig.project_id, user_id: input.userId, toolkit_slug: input.authConfig.toolkit_slug };
    requireFreeAlias(service, owner, input.alias, attempt?.id);
    if (!attempt) {
      const account = createInitiatedAccount(service, { ...input, sharing });
      return answer(
        origin,
        account,
        openLinkSession(service, {
          account,
          callbackUrl: input.callbackUrl,
          connectionData: input.connectionData ?? {},
          locale: input.locale ?? null,
        }),
      );
    }

    const relabelled =
      (input.alias === undefined || input.alias === (attempt.alias ?? null)) && sharing === undefined
        ? attempt
        : service.store.put('connected_accounts', { ...attempt, ...(input.alias !== undefined && { alias: input.alias }), ...sharing });
    const pending = livePendingLink(service, relabelled);
    if (pending) {
      const link = service.store.put('link_sessions', {
        ...pending,
        callback_url: input.callbackUrl ?? pending.callback_url,
        connection_data: input.connectionData ?? pending.connection_data,
        ...(input.locale !== undefined && { locale: input.locale }),
      });
      return answer(origin, relabelled, link);
    }
    const previous = latestLinkOf(service, relabelled);
    const link = openLinkSession(service, {
      account: relabelled,
      callbackUrl: input.callbackUrl ?? previous?.callback_url ?? null,
      connectionData: input.connectionData ?? previous?.connection_data ?? {},
      locale: input.locale ?? previous?.locale ?? null,
    });
    const waiting = changeAccountStatus(service, relabelled, { status: 'INITIATED', status_reason: null, status_reason_code: null });
    return answer(origin, waiting, link);
  });
}

function answer(origin: string, account: ConnectedAccountRecord, link: LinkSessionRecord): LinkSession {
  return { link_token: link.id, redirect_url: linkPageUrl(origin, link.id), expires_at: link.expires_at, connected_account_id: account.id };
}
