import { emitToolkitEvent } from '../triggers/emitToolkitEvent';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import type { Service } from '../Service';

/**
 * Reports something that happened in a sandbox app as the catalog trigger
 * type `<TOOLKIT>_<event>` of the account's toolkit (e.g. TASK_CREATED).
 */
export function emitSandboxEvent(service: Service, account: ConnectedAccountRecord, event: string, payload: Record<string, unknown>): void {
  const slug = `${account.toolkit_slug.toUpperCase()}_${event}`;
  const trigger = service.catalog.toolkit(account.toolkit_slug)?.triggers.find((t) => t.slug === slug);
  if (!trigger) return;
  emitToolkitEvent(service, { projectId: account.project_id, connectedAccountId: account.id, triggerSlug: trigger.slug, payload });
}

/** The app's view of the person behind an account, as /me and event payloads show it. */
export function sandboxUser(account: ConnectedAccountRecord): { id: string; name: string; email: string } {
  return {
    id: account.user_id,
    name: account.credentials.name ?? account.user_id,
    email: account.credentials.email ?? `${account.user_id}@acme.test`,
  };
}
