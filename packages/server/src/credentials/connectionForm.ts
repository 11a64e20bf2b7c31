import type { ConnectionField } from '@patchbay/client';
import { listConnectionFields } from '../catalog/catalog';
import { STANDARD_FIELD_TEXT } from '../catalog/standardFieldText';
import type { CatalogToolkit } from '../catalog/types';

/** The fields that belong to one credential scheme; other fields (region, ...) apply to all. */
const SCHEME_FIELDS: Record<string, ConnectionField[]> = {
  API_KEY: [field('api_key', STANDARD_FIELD_TEXT.api_key.label, true)],
  BEARER_TOKEN: [field('token', STANDARD_FIELD_TEXT.token.label, true)],
  BASIC: [field('username', STANDARD_FIELD_TEXT.username.label, false), field('password', STANDARD_FIELD_TEXT.password.label, true)],
};

function field(name: string, displayName: string, secret: boolean): ConnectionField {
  return { name, display_name: displayName, displayName, type: 'string', description: '', required: true, secret, is_secret: secret };
}

const schemeOf = (name: string) => Object.keys(SCHEME_FIELDS).find((scheme) => SCHEME_FIELDS[scheme]?.some((f) => f.name === name));

/**
 * The form of a credential-entry scheme: the toolkit's own fields for that
 * scheme (a toolkit with both API_KEY and BASIC describes both) plus its
 * scheme-independent ones, falling back to the scheme's standard fields.
 */
export function connectionFieldsFor(toolkit: CatalogToolkit, authScheme: string): ConnectionField[] {
  const described = listConnectionFields(toolkit).filter((f) => {
    const owner = schemeOf(f.name);
    return owner === undefined || owner === authScheme;
  });
  const standard = (SCHEME_FIELDS[authScheme] ?? []).filter((f) => !described.some((d) => d.name === f.name));
  return [...standard, ...described];
}

/** Initial form values: connection_data from the link request, else the fields' defaults. */
export function prefillValues(fields: ConnectionField[], connectionData: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of fields) {
    const given = connectionData[f.name];
    const value = given ?? f.default;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values[f.name] = String(value);
  }
  return values;
}

/** Why an app refused credentials: a kind the hosted page words in its language, and the API's English sentence. */
export interface CredentialRejection {
  kind: 'api_key_rejected';
  message: string;
}

/**
 * The simulated apps' own credential checks: Acme Metrics
 * (patchbay_apikey_demo) only issues keys that start with 'pk_'. Returns why
 * they are refused, or null when the credentials are accepted.
 */
export function credentialRejection(toolkit: CatalogToolkit, credentials: Record<string, string>): CredentialRejection | null {
  if (toolkit.slug === 'patchbay_apikey_demo' && !(credentials.api_key ?? '').startsWith('pk_')) {
    return { kind: 'api_key_rejected', message: `That API key was rejected by ${toolkit.name}.` };
  }
  return null;
}
