/**
 * The English label and hint the catalog gives each credential scheme's
 * standard field. The hosted pages translate a field that reads exactly so
 * (see `pageFieldsFor`); any other wording is the toolkit's own.
 */
export const STANDARD_FIELD_TEXT = {
  api_key: { label: 'API key', hint: "API key created in the app's developer settings" },
  token: { label: 'Access token', hint: 'Personal access token or bearer token' },
  username: { label: 'Username', hint: 'Account username or email' },
  password: { label: 'Password', hint: 'Password or app password' },
} as const;
