/**
 * What an admin does once per toolkit the app offers, before any user
 * connects it: an auth config, with the project key (users may not create
 * one through the relay). Skipped when the service already has one.
 */
export default async function globalSetup(): Promise<void> {
  const api = `${process.env.PATCHBAY_URL}/api/v3`;
  const headers = { 'x-api-key': process.env.PATCHBAY_API_KEY!, 'content-type': 'application/json' };
  const existing = await fetch(`${api}/auth_configs?toolkit_slug=patchbay_oauth_demo`, { headers });
  if (!existing.ok) throw new Error(`Listing auth configs: ${existing.status} ${await existing.text()}`);
  if (((await existing.json()) as { items: unknown[] }).items.length > 0) return;
  const created = await fetch(`${api}/auth_configs`, { method: 'POST', headers, body: JSON.stringify({ toolkit: { slug: 'patchbay_oauth_demo' } }) });
  if (!created.ok) throw new Error(`Creating the auth config: ${created.status} ${await created.text()}`);
}
