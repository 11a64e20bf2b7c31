import type { CatalogToolkit } from '../catalog/types';
import { ApiError } from '../http/ApiError';
import { atField, atFields, type FieldProblem } from '../http/atField';
import type { AuthConfigInput } from './authConfigsSchemas';
import { toolkitAuthSchemes, vendorManagedScheme } from './toolkitAuthSchemes';

/**
 * The scheme a new auth config of `toolkit` uses: for custom auth the
 * caller's, which must be one of the toolkit's (and an OAUTH2 one needs the
 * caller's OAuth client); otherwise the vendor-managed one.
 */
export function chooseAuthScheme(
  toolkit: CatalogToolkit,
  config: Pick<AuthConfigInput, 'type' | 'auth_scheme' | 'authScheme' | 'credentials'>,
): string {
  if (config.type !== 'use_custom_auth') return vendorManagedScheme(toolkit);
  const schemes = toolkitAuthSchemes(toolkit);
  const authScheme = config.auth_scheme ?? config.authScheme;
  if (authScheme === undefined) {
    throw new ApiError('BAD_REQUEST', 'Custom auth needs auth_scheme.', {
      ...atField('body.auth_config.auth_scheme', 'required', `required for use_custom_auth; one of ${schemes.join(', ')}`),
      suggestedFix: `Set auth_config.auth_scheme to one of: ${schemes.join(', ')}.`,
    });
  }
  if (!schemes.includes(authScheme)) {
    throw new ApiError('BAD_REQUEST', `'${authScheme}' is not an auth scheme of ${toolkit.name}.`, {
      ...atField('body.auth_config.auth_scheme', 'invalid_value', `'${authScheme}' is not one of ${schemes.join(', ')}`),
      suggestedFix: `Use one of: ${schemes.join(', ')}.`,
    });
  }
  if (authScheme === 'OAUTH2') requireOAuthClient(config.credentials);
  return authScheme;
}

/** The caller's own OAuth app: the provider will only accept this client id and secret. */
function requireOAuthClient(credentials: Record<string, unknown>): void {
  const missing = (['client_id', 'client_secret'] as const)
    .filter((field) => typeof credentials[field] !== 'string' || credentials[field].trim() === '')
    .map((field): FieldProblem => ({
      path: `body.auth_config.credentials.${field}`,
      code: 'required',
      message: 'required non-empty string for OAUTH2 custom auth',
    }));
  if (missing.length > 0) {
    throw new ApiError('BAD_REQUEST', 'Custom OAUTH2 auth needs credentials.client_id and credentials.client_secret.', {
      ...atFields(missing),
      suggestedFix: 'Pass the client id and secret of your OAuth app in auth_config.credentials.',
    });
  }
}
