import type { AuthScheme, ConnectedAccount, PatchbayClient } from '@patchbay/client';
import { ensureAuthConfig } from './ensureAuthConfig';

export interface ConnectAccountInput {
  toolkit: string;
  userId: string;
  /** A credential-entry scheme (or NO_AUTH): the hosted form is filled in over HTTP. */
  scheme: Exclude<AuthScheme, 'OAUTH2'>;
  /** The form fields to send, e.g. `{ api_key: 'pk_123' }`. @default {} */
  fields?: Record<string, string>;
  /** 'cancel' presses Cancel on the hosted page instead, leaving a FAILED account. @default 'connect' */
  action?: 'connect' | 'cancel';
}

/**
 * Connects an account the way an end user would: creates a link, opens the
 * hosted page and submits its form, all over HTTP against the real service.
 * Idempotent per user and toolkit: an account already in the wanted state is reused.
 */
export async function connectAccount(
  client: PatchbayClient,
  input: ConnectAccountInput,
  /** How the "browser" reaches the hosted page. @default globalThis.fetch */
  browserFetch: (url: string, init?: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
): Promise<ConnectedAccount> {
  const wanted = input.action === 'cancel' ? 'FAILED' : 'ACTIVE';
  const existing = await client.connectedAccounts.list({ user_ids: [input.userId], toolkit_slugs: [input.toolkit] });
  const found = existing.items.find((account) => account.status === wanted);
  if (found) return found;

  const authConfigId = await ensureAuthConfig(client, input.toolkit, input.scheme);
  const fields = input.action === 'cancel' ? {} : await formFields(client, input);
  const link = await client.connectedAccounts.link({ auth_config_id: authConfigId, user_id: input.userId });
  const page = await browserFetch(link.redirect_url);
  if (!page.ok) throw new Error(`The hosted page answered ${page.status}.`);
  // Read each page to the end, as a browser would; an unread body stays open.
  await page.text();
  const target = input.action === 'cancel' ? `${link.redirect_url}/cancel` : link.redirect_url;
  const submitted = await browserFetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  if (!submitted.ok) throw new Error(`Submitting the hosted form answered ${submitted.status}.`);
  await submitted.text();
  return client.connectedAccounts.get(link.connected_account_id);
}

/** The given fields, plus a sample value for every other required field of the toolkit's form. */
async function formFields(client: PatchbayClient, input: ConnectAccountInput): Promise<Record<string, string>> {
  const details = await client.toolkits.get(input.toolkit);
  const form = details.auth_config_details.find((d) => d.name === input.scheme);
  const values: Record<string, string> = {};
  for (const field of form?.fields.connected_account_initiation.required ?? []) {
    values[field.name] = field.type === 'enum' ? (field.options?.[0] ?? '') : field.type === 'number' ? '1' : `storybook-${field.name}`;
  }
  return { ...values, ...input.fields };
}
