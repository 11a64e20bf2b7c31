import type { ConnectionField } from '@patchbay/client';
import { listConnectionFields } from '../catalog/catalog';
import type { CatalogToolkit } from '../catalog/types';

/** The fields that belong to one credential scheme; other fields (region, ...) apply to all. */
const SCHEME_FIELDS: Record<string, ConnectionField[]> = {
  API_KEY: [field('api_key', 'API key', true)],
  BEARER_TOKEN: [field('token', 'Access token', true)],
  BASIC: [field('username', 'Username', false), field('password', 'Password', true)],
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

/** A field as the hosted page shows it: the wire's field and, for an enum, how its options read. */
export type PageField = ConnectionField & { optionLabels?: Record<string, string> };

/** `connectionFieldsFor` with the catalog's option labels, for the hosted page only (the API's fields keep the vendor's shape). */
export function pageFieldsFor(toolkit: CatalogToolkit, authScheme: string): PageField[] {
  return connectionFieldsFor(toolkit, authScheme).map((f) => {
    const optionLabels = toolkit.connectionFields[f.name]?.optionLabels;
    return optionLabels ? { ...f, optionLabels } : f;
  });
}

export interface FormReading {
  /** What to store as credentials (strings, as the proxy sends them). */
  values: Record<string, string>;
  /** Field name -> message, for inline errors. */
  errors: Record<string, string>;
}

/** Reads and validates a posted connection form. */
export function readConnectionForm(fields: ConnectionField[], posted: Record<string, unknown>): FormReading {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const raw = posted[f.name];
    let value = typeof raw === 'string' ? raw.trim() : '';
    if (f.type === 'boolean') value = value === 'on' || value === 'true' ? 'true' : 'false';
    if (value === '') {
      if (f.required) errors[f.name] = `Enter your ${f.display_name}.`;
      continue;
    }
    if (f.type === 'enum' && f.options && !f.options.includes(value)) {
      errors[f.name] = `Choose one of: ${f.options.join(', ')}.`;
    } else if (f.type === 'number' && !Number.isFinite(Number(value))) {
      errors[f.name] = `${f.display_name} must be a number.`;
    }
    values[f.name] = value;
  }
  return { values, errors };
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

/**
 * The simulated apps' own credential checks: Acme Metrics
 * (patchbay_apikey_demo) only issues keys that start with 'pk_'. Returns the
 * rejection message, or null when the credentials are accepted.
 */
export function credentialRejection(toolkit: CatalogToolkit, credentials: Record<string, string>): string | null {
  if (toolkit.slug === 'patchbay_apikey_demo' && !(credentials.api_key ?? '').startsWith('pk_')) {
    return `That API key was rejected by ${toolkit.name}.`;
  }
  return null;
}
