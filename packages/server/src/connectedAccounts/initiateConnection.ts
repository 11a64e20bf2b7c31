import type { AuthScheme, CreateConnectedAccountResponse } from '@patchbay/client';
import type { AuthConfigRecord } from '../authConfigs/records';
import { stableUuid } from '../stableUuid';
import { apiTestCredentialOutcome } from '../credentials/apiTestCredentials';
import { connectionFieldsFor, credentialRejection } from '../credentials/connectionForm';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import type { Service } from '../Service';
import { requireFreeAlias } from './accountAlias';
import { changeAccountStatus } from './accountStatus';
import type { InitiateConnectionInput } from './connectedAccountsSchemas';
import { createInitiatedAccount } from './createInitiatedAccount';
import { startLink } from './startLink';

/** The vendor's default user, when a connection names none. */
const DEFAULT_USER = 'default';

/** The scalar fields given up front, as strings (as the hosted form stores them); the state's own `status` is not a credential. */
function givenFields(input: InitiateConnectionInput['connection']): Record<string, string> {
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...input.state?.val, ...input.data })) {
    if (name === 'status') continue;
    if (typeof value === 'string') given[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') given[name] = String(value);
  }
  return given;
}

/**
 * The vendor's initiate. A no-auth config, or a key-style scheme whose
 * required fields all came with the request, makes a new ACTIVE account at
 * once (checked with the app first when `validate_credentials`; with the
 * test controls on, a test credential fails it on purpose); anything
 * else (OAuth, fields missing) is a link session as `connected_accounts/link`
 * makes, pre-filled with what was given, answered INITIATED with the hosted
 * page's URL.
 */
export function initiateConnection(
  service: Service,
  origin: string,
  authConfig: AuthConfigRecord,
  input: InitiateConnectionInput,
): CreateConnectedAccountResponse {
  const toolkit = service.catalog.toolkit(authConfig.toolkit_slug);
  const scheme = authConfig.auth_scheme;
  if (input.connection.state && input.connection.state.authScheme !== scheme) {
    throw new ApiError('BAD_REQUEST', `The auth config uses ${scheme}, not ${input.connection.state.authScheme}.`, {
      ...atField('body.connection.state.authScheme', 'invalid_value', `expected '${scheme}'`),
    });
  }
  const userId = input.connection.user_id ?? DEFAULT_USER;
  const given = givenFields(input.connection);
  const fields = toolkit && scheme !== 'OAUTH2' ? connectionFieldsFor(toolkit, scheme) : [];
  const complete = scheme === 'NO_AUTH' || (scheme !== 'OAUTH2' && fields.length > 0 && fields.every((f) => !f.required || given[f.name]));
  const answer = (
    id: string,
    status: 'ACTIVE' | 'INITIATED' | 'FAILED',
    redirectUrl: string | null,
    expiresAt: string | null,
  ): CreateConnectedAccountResponse => ({
    id,
    status,
    redirect_url: redirectUrl,
    redirect_uri: redirectUrl,
    connectionData: { authScheme: scheme as AuthScheme, val: { status, ...(redirectUrl !== null && { redirectUrl }) } },
    deprecated: { uuid: stableUuid(id), authConfigUuid: authConfig.uuid ?? stableUuid(authConfig.id) },
    expires_at: expiresAt,
  });

  if (!complete) {
    const link = startLink(service, origin, {
      authConfig,
      userId,
      callbackUrl: input.connection.callback_url ?? input.connection.redirect_uri ?? null,
      connectionData: Object.keys(given).length > 0 ? given : undefined,
      alias: input.connection.alias,
    });
    return answer(link.connected_account_id, 'INITIATED', link.redirect_url, link.expires_at);
  }

  const credentials = Object.fromEntries(fields.filter((f) => given[f.name] !== undefined).map((f) => [f.name, given[f.name]!]));
  const test = apiTestCredentialOutcome(service.testControls, toolkit?.name ?? authConfig.toolkit_slug, credentials);
  if (test?.kind === 'invalid_credentials') {
    // As the hosted page refuses it: the field named, nothing stored.
    const at = input.connection.data?.[test.field] !== undefined ? 'data' : 'state.val';
    throw new ApiError('BAD_REQUEST', test.message, {
      ...atField(`body.connection.${at}.${test.field}`, 'invalid_value', test.message),
      suggestedFix: 'Give credentials the app accepts.',
    });
  }
  const rejection = input.validate_credentials && toolkit ? credentialRejection(toolkit, credentials) : null;
  if (rejection) {
    throw new ApiError('BAD_REQUEST', rejection.message, { ...atField('body.connection.state.val', 'invalid_value', rejection.message) });
  }
  const account = service.store.transaction(() => {
    const owner = { project_id: authConfig.project_id, user_id: userId, toolkit_slug: authConfig.toolkit_slug };
    requireFreeAlias(service, owner, input.connection.alias);
    const created = createInitiatedAccount(service, { authConfig, userId, alias: input.connection.alias });
    // Through the one place statuses move, so the app's webhook hears of the new account.
    if (test)
      return changeAccountStatus(service, created, {
        status: 'FAILED',
        status_reason: test.status_reason,
        status_reason_code: test.status_reason_code,
      });
    return changeAccountStatus(service, created, {
      status: 'ACTIVE',
      status_reason: null,
      status_reason_code: null,
      credentials,
      connected_at: created.created_at,
    });
  });
  return answer(account.id, test ? 'FAILED' : 'ACTIVE', null, null);
}
