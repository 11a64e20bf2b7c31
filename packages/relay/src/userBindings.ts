import { ApiError } from './http/ApiError';
import type { RelayCall } from './RelayCall';

/** Ties a call to its user: rewrites it, or throws an ApiError to refuse it. */
export type Binding = (call: RelayCall) => void | Promise<void>;

type Owned = { id?: unknown; session_id?: unknown; user_id?: unknown; config?: { user_id?: unknown; auth_configs?: unknown } } | null | undefined;

/** Longer than any id the service makes or keeps: looked up, it would only make an oversized request. */
const MAX_ID_LENGTH = 255;

/**
 * Connected accounts one session may name, in all (one id per toolkit, or
 * the vendor's v3.1 list per toolkit). Sessions pin a handful of toolkits
 * (the session's meta tools take at most 20 at a time), and 50 ids still fit
 * one lookup page of the service.
 */
export const MAX_SESSION_ACCOUNTS = 50;

/** More ids than one request may name: refused before any lookup. `field` is a dotted path such as 'body.connected_accounts'. */
function tooManyIds(field: string, max: number, what: string): ApiError {
  const message = `at most ${max} entries through the relay`;
  return new ApiError('BAD_REQUEST', `${field} names more than ${max} ${what}.`, {
    errors: [`${field}: ${message}`],
    fieldErrors: [{ path: field.split('.'), code: 'too_big', message }],
    suggestedFix: `Name at most ${max} ${what} in one request.`,
  });
}

/** Someone else's record answers exactly like a missing one: the relay never confirms it exists. */
function notYours(what: string, id: string): ApiError {
  return new ApiError('NOT_FOUND', `${what} '${id}' was not found.`, {
    suggestedFix: `Check the ${what.toLowerCase()} id; it must be one of yours.`,
  });
}

/** body.user_id is the signed-in user, whatever was sent. */
export const forceBodyUserId: Binding = (call) => {
  call.json().user_id = call.userId;
};

/** The `user_ids` filter is the signed-in user, whatever was sent (repeated, `user_ids[]` or comma-separated). */
export const forceUserIdsFilter: Binding = (call) => {
  const keys = [...call.query.keys()].filter((key) => key === 'user_ids' || key.startsWith('user_ids['));
  for (const key of keys) call.query.delete(key);
  call.query.set('user_ids', call.userId);
};

/** The account id at `field`: a non-empty string (else 400); one longer than any id is nobody's (404), never looked up. */
function accountIdAt(id: unknown, field: string): string {
  if (typeof id !== 'string' || id === '') {
    throw new ApiError('BAD_REQUEST', `${field} is required: name one of your connected accounts ('ca_...').`, {
      errors: [`${field}: required through the relay`],
      suggestedFix: 'Pass the id of one of your connected accounts; there is no default account through the relay.',
    });
  }
  if (id.length > MAX_ID_LENGTH) throw notYours('Connected account', id.slice(0, 32) + '…');
  return id;
}

async function requireOwnAccount(call: RelayCall, id: unknown, field: string): Promise<void> {
  const checked = accountIdAt(id, field);
  const account = (await call.read('connectedAccounts.get', { nanoid: checked })) as Owned;
  if (account?.id !== checked || account.user_id !== call.userId) throw notYours('Connected account', checked);
}

/** Path `{nanoid}` is a connected account of the user. */
export const ownAccountInPath: Binding = (call) => requireOwnAccount(call, call.params.nanoid, 'path id');

/** body.connected_account_id is given and is an account of the user (proxy, trigger upsert). */
export const ownAccountInBody: Binding = (call) => requireOwnAccount(call, call.json().connected_account_id, 'body.connected_account_id');

/** body.connected_account_id, when given, is an account of the user (tool execution; without one, the service uses the user's own). */
export const ownAccountIfInBody: Binding = async (call) => {
  const body = call.json();
  if (body.connected_account_id === undefined) return;
  await requireOwnAccount(call, body.connected_account_id, 'body.connected_account_id');
};

/**
 * The account ids body.connected_accounts names, in body order: toolkit slug
 * -> one id, or (the vendor's v3.1) a list of ids, each at its own index.
 */
function sessionAccountIds(mapping: object): { id: unknown; field: string }[] {
  return Object.entries(mapping).flatMap(([slug, value]) => {
    const field = `body.connected_accounts.${slug}`;
    return Array.isArray(value) ? value.map((id: unknown, index) => ({ id, field: `${field}.${index}` })) : [{ id: value as unknown, field }];
  });
}

/**
 * Every account named in body.connected_accounts (toolkit slug -> an id or a
 * list of ids) is the user's, checked with one lookup whatever the count: the
 * user's live accounts among those ids. A deleted account is no longer one of them.
 */
export const ownSessionAccounts: Binding = async (call) => {
  const mapping = call.json().connected_accounts;
  if (mapping === null || typeof mapping !== 'object') return;
  // Counted before anything is read: a list per toolkit must not multiply what one request names.
  const entries = sessionAccountIds(mapping);
  if (entries.length > MAX_SESSION_ACCOUNTS) throw tooManyIds('body.connected_accounts', MAX_SESSION_ACCOUNTS, 'connected accounts');
  if (entries.length === 0) return;
  const named = entries.map(({ id, field }) => accountIdAt(id, field));
  const ids = [...new Set(named)];
  // Lists are comma-separated on the wire: such an id would name others, and no account id has a comma.
  const listable = ids.filter((id) => !id.includes(','));
  // ALL: the user's own SHARED accounts are theirs too (the listing shows PRIVATE ones by default).
  const query = new URLSearchParams({
    user_ids: call.userId,
    connected_account_ids: listable.join(','),
    limit: String(listable.length),
    account_type: 'ALL',
  });
  const page = listable.length === 0 ? null : ((await call.read('connectedAccounts.list', {}, query)) as { items?: unknown } | null);
  const owned = new Set(
    (Array.isArray(page?.items) ? (page.items as Owned[]) : []).filter((item) => item?.user_id === call.userId).map((item) => item?.id),
  );
  // The first id in body order that is not the user's, answered like a missing one.
  const foreign = named.find((id) => !owned.has(id));
  if (foreign !== undefined) throw notYours('Connected account', foreign);
};

/** Path `{triggerId}` is a trigger instance on one of the user's accounts (paused ones included). */
export const ownTriggerInstance: Binding = async (call) => {
  const id = call.params.triggerId ?? '';
  if (id.length > MAX_ID_LENGTH) throw notYours('Trigger instance', id.slice(0, 32) + '…');
  // The filter is a comma-separated list: such an id would select others, and no instance id has a comma.
  if (id.includes(',')) throw notYours('Trigger instance', id);
  const query = new URLSearchParams({ trigger_ids: id, show_disabled: 'true' });
  const page = (await call.read('triggerInstances.listActive', {}, query)) as { items?: unknown } | null;
  // Matched by exact id: the service trims list values, so ' trg_x' would find 'trg_x'.
  const instance = Array.isArray(page?.items) ? (page.items as Owned[]).find((item) => item?.id === id) : undefined;
  if (instance?.user_id !== call.userId) throw notYours('Trigger instance', id);
};

/** The session `ownSession` read for a call, for the bindings after it (no second lookup). */
const sessionsRead = new WeakMap<RelayCall, NonNullable<Owned>>();

/** The user's session the path names, as `ownSession` (run before) read it; undefined when it did not run. */
export function ownedSession(call: RelayCall): { config?: { auth_configs?: unknown } } | undefined {
  return sessionsRead.get(call);
}

/** Path `{session_id}` is a tool router session created for the user. */
export const ownSession: Binding = async (call) => {
  const id = call.params.session_id ?? '';
  if (id.length > MAX_ID_LENGTH) throw notYours('Tool router session', id.slice(0, 32) + '…');
  const session = (await call.read('toolRouter.getSession', { session_id: id })) as Owned;
  if (session?.session_id !== id || session.config?.user_id !== call.userId) throw notYours('Tool router session', id);
  sessionsRead.set(call, session);
};

/**
 * An update of a session pins no accounts through the relay (clearing them
 * is fine): the session's ownership is the one lookup an update makes, and
 * pinning is checked on create, where the user is the caller.
 */
export const noSessionAccountPins: Binding = (call) => {
  const mapping = call.json().connected_accounts;
  if (mapping === undefined || mapping === null || (typeof mapping === 'object' && sessionAccountIds(mapping).length === 0)) return;
  throw new ApiError('BAD_REQUEST', 'body.connected_accounts cannot be changed through the relay.', {
    errors: ['body.connected_accounts: pin accounts when creating the session, or update it from the app’s backend'],
    fieldErrors: [{ path: ['body', 'connected_accounts'], code: 'invalid_value', message: 'not changed through the relay' }],
    suggestedFix: 'Create a new session that pins the accounts (or send null to unpin them all).',
  });
};

/** Path `{instanceId}` is the user's own MCP instance (instance ids are user ids). */
export const ownMcpInstance: Binding = (call) => {
  const id = call.params.instanceId ?? '';
  if (id !== call.userId) throw notYours('MCP server instance', id);
};

/**
 * Proxy calls stay on the account's toolkit API: with an absolute endpoint
 * or a binary_body.url, any signed-in user could make the service fetch any
 * URL, internal addresses included.
 */
export const toolkitPathsOnly: Binding = (call) => {
  const { endpoint, binary_body: binary } = call.json();
  if (typeof endpoint === 'string' && (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(endpoint) || endpoint.startsWith('//'))) {
    throw new ApiError('BAD_REQUEST', "body.endpoint must be a path of the account's toolkit API through the relay.", {
      errors: ['body.endpoint: absolute URLs are not allowed through the relay'],
      suggestedFix: "Pass a path such as '/status'; call absolute URLs from the app's backend.",
    });
  }
  if (binary !== null && typeof binary === 'object' && 'url' in binary) {
    throw new ApiError('BAD_REQUEST', 'body.binary_body.url is not allowed through the relay.', {
      errors: ['body.binary_body.url: send the content as base64 instead'],
      suggestedFix: 'Send binary_body as { base64, content_type }.',
    });
  }
};

/**
 * Callback URLs (where the hosted page sends the browser when done) stay on
 * the app's origins: with the connect page served from the app's origin, any
 * other target would make it an open redirect.
 */
export const callbacksOnAppOrigin: Binding = (call) => {
  const body = call.json();
  const manage = body.manage_connections;
  const candidates: [string, unknown][] = [
    ...call.query.getAll('redirect_url').map((value): [string, unknown] => ['query.redirect_url', value]),
    ['body.callback_url', body.callback_url],
    ['body.redirect_url', body.redirect_url],
    ['body.body_redirect_url', body.body_redirect_url],
    [
      'body.manage_connections.callback_url',
      manage !== null && typeof manage === 'object' ? (manage as Record<string, unknown>).callback_url : undefined,
    ],
  ];
  for (const [field, value] of candidates) {
    // Non-strings and non-URLs are left to the service, which rejects them.
    if (typeof value !== 'string' || !URL.canParse(value)) continue;
    if (!call.appOrigins.includes(new URL(value).origin)) {
      throw new ApiError('BAD_REQUEST', `${field} must point at this app (${call.appOrigins.join(', ')}).`, {
        errors: [`${field}: origin ${new URL(value).origin} is not allowed`],
        suggestedFix: "Use a page of the app's own origin as the callback, or add its origin to the relay's appOrigins.",
      });
    }
  }
};

/** Path `{log_id}` is the log of an execution run for the user (the user_id in its metadata). */
export const ownExecutionLog: Binding = async (call) => {
  const id = call.params.log_id ?? '';
  if (id.length > MAX_ID_LENGTH) throw notYours('Tool execution log', id.slice(0, 32) + '…');
  const log = (await call.read('logs.getToolExecution', { log_id: id })) as { id?: unknown; metadata?: { user_id?: unknown } } | null;
  if (log?.id !== id || log.metadata?.user_id !== call.userId) throw notYours('Tool execution log', id);
};

/** The service's bound on one log search's filters (20), less the user filter the relay adds. */
export const MAX_USER_LOG_FILTERS = 19;

/**
 * The log search finds the user's executions only: every user_id filter sent
 * is dropped and one for the signed-in user added (filters all must match).
 */
export const forceLogUserFilter: Binding = (call) => {
  const body = call.json();
  const sent = body.filters;
  if (sent !== undefined && sent !== null && !Array.isArray(sent)) {
    throw new ApiError('BAD_REQUEST', 'body.filters must be an array of filters.', {
      errors: ['body.filters: expected an array'],
      fieldErrors: [{ path: ['body', 'filters'], code: 'invalid_type', message: 'expected an array' }],
      suggestedFix: 'Send filters as [{ field, operator, value }], or leave them out.',
    });
  }
  const others = (Array.isArray(sent) ? (sent as unknown[]) : []).filter(
    (filter) => !(filter !== null && typeof filter === 'object' && (filter as { field?: unknown }).field === 'user_id'),
  );
  // The added user filter takes one of the service's places: refused here, naming what the user may send.
  if (others.length > MAX_USER_LOG_FILTERS) {
    const message = `at most ${MAX_USER_LOG_FILTERS} filters besides user_id through the relay`;
    throw new ApiError('BAD_REQUEST', `body.filters: ${message}.`, {
      errors: [`body.filters: ${message}`],
      fieldErrors: [{ path: ['body', 'filters'], code: 'too_big', message }],
      suggestedFix: `Send at most ${MAX_USER_LOG_FILTERS} filters; the relay adds the signed-in user's.`,
    });
  }
  body.filters = [...others, { field: 'user_id', operator: '==', value: call.userId }];
};

/**
 * Sharing an account with other users (the vendor's experimental SHARED
 * accounts and their ACL, on link and update) is an admin's decision: for
 * anyone else a body that names `experimental` is refused (403).
 */
export const sharingByAdminsOnly: Binding = (call) => {
  if (call.isAdmin || call.json().experimental === undefined) return;
  throw new ApiError('FORBIDDEN', 'body.experimental (shared accounts and their ACL) can be set by an admin only through the relay.', {
    errors: ['body.experimental: admins only through the relay'],
    fieldErrors: [{ path: ['body', 'experimental'], code: 'invalid_value', message: 'admins only through the relay' }],
    suggestedFix: "Leave experimental out to connect a private account; share accounts from the app's backend or as an admin.",
  });
};
