/**
 * A record of a simulated third-party app (a task of Acme Tasks, an event of
 * Acme Metrics), kept per connected account in the 'sandbox_items' collection.
 */
export interface SandboxItem {
  id: string;
  /** The project of the owning account, so project listings and cleanups find it. */
  project_id: string;
  connected_account_id: string;
  toolkit_slug: string;
  kind: 'task' | 'event';
  data: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}
