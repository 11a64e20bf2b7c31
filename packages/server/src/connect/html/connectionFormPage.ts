import type { CatalogToolkit } from '../../catalog/types';
import { STANDARD_FIELD_TEXT } from '../../catalog/standardFieldText';
import { connectionFieldsFor, type CredentialRejection } from '../../credentials/connectionForm';
import type { ConnectionField } from '@patchbay/client';
import type { PageText } from './pageText';
import type { HostedMessages } from '../locales/HostedMessages';

/**
 * A field as the hosted page shows it: the wire's field and, for an enum, how
 * its options read; `english` lists what still reads as the toolkit's
 * English data (its own label, hint or option names) on a page in another
 * language, so the page marks it `lang="en"`.
 */
export type PageField = ConnectionField & {
  optionLabels?: Record<string, string>;
  english?: { label: boolean; hint: boolean; options: boolean };
};

type StandardName = keyof typeof STANDARD_FIELD_TEXT;
type StandardKeys = {
  label: keyof HostedMessages & ('fieldApiKey' | 'fieldAccessToken' | 'fieldUsername' | 'fieldPassword');
  hint: keyof HostedMessages & ('hintApiKey' | 'hintAccessToken' | 'hintUsername' | 'hintPassword');
};

/** The messages that label and explain each scheme's standard field on a page; a toolkit's own words are its data and stay as written. */
const STANDARD_MESSAGES: Record<StandardName, StandardKeys> = {
  api_key: { label: 'fieldApiKey', hint: 'hintApiKey' },
  token: { label: 'fieldAccessToken', hint: 'hintAccessToken' },
  username: { label: 'fieldUsername', hint: 'hintUsername' },
  password: { label: 'fieldPassword', hint: 'hintPassword' },
};

const isStandard = (name: string): name is StandardName => Object.hasOwn(STANDARD_FIELD_TEXT, name);

/**
 * `connectionFieldsFor` with the catalog's option labels, for the hosted page
 * only (the API's fields keep the vendor's shape). A standard field (API
 * key, access token, username, password) labelled or explained with the
 * catalog's generic English reads in the page's language; any other label,
 * hint or option name is the toolkit's own, stays as written and is marked
 * as English.
 */
export function pageFieldsFor(toolkit: CatalogToolkit, authScheme: string, { m, locale }: PageText): PageField[] {
  return connectionFieldsFor(toolkit, authScheme).map((f) => {
    const optionLabels = toolkit.connectionFields[f.name]?.optionLabels;
    const standard = isStandard(f.name) ? { text: STANDARD_FIELD_TEXT[f.name], keys: STANDARD_MESSAGES[f.name] } : undefined;
    // Compared as the catalog writes them: a toolkit that words a field otherwise wrote its own text.
    const label = standard && standard.text.label.toLowerCase() === f.display_name.toLowerCase() ? m[standard.keys.label] : undefined;
    const hint = standard && standard.text.hint === f.description ? m[standard.keys.hint] : undefined;
    const english =
      locale === 'en' ? undefined : { label: label === undefined, hint: hint === undefined && !!f.description, options: !!f.options?.length };
    return {
      ...f,
      ...(label !== undefined ? { display_name: label, displayName: label } : {}),
      ...(hint !== undefined ? { description: hint } : {}),
      ...(optionLabels ? { optionLabels } : {}),
      ...(english ? { english } : {}),
    };
  });
}

export interface FormReading {
  /** What to store as credentials (strings, as the proxy sends them). */
  values: Record<string, string>;
  /** Field name -> message, for inline errors. */
  errors: Record<string, string>;
}

/** Reads and validates a posted connection form; the errors are messages of `text`, the page's language. */
export function readConnectionForm(fields: PageField[], posted: Record<string, unknown>, text: PageText): FormReading {
  const { m, name } = text;
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const raw = posted[f.name];
    let value = typeof raw === 'string' ? raw.trim() : '';
    if (f.type === 'boolean') value = value === 'on' || value === 'true' ? 'true' : 'false';
    if (value === '') {
      if (f.required) errors[f.name] = m.fieldRequired(name(f.display_name));
      continue;
    }
    if (f.type === 'enum' && f.options && !f.options.includes(value)) {
      // The options as the page names them (their labels), not the values sent.
      errors[f.name] = m.chooseOneOf(f.options.map((option) => name(f.optionLabels?.[option] ?? option)));
    } else if (f.type === 'number' && !Number.isFinite(Number(value))) {
      errors[f.name] = m.mustBeNumber(name(f.display_name));
    }
    values[f.name] = value;
  }
  return { values, errors };
}

/** The hosted page's message for each kind of rejection. */
export const REJECTION_MESSAGES: Record<CredentialRejection['kind'], 'apiKeyRejected'> = { api_key_rejected: 'apiKeyRejected' };
