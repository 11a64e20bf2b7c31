import type { WebhookEvent } from '@patchbay/client';
import { StatusPill } from '@patchbay/ui';
import { Panel } from '../shared/Panel';
import { toolkitName, triggerName } from '../shared/toolkitNames';

export interface EventsFeedProps {
  events: WebhookEvent[];
  connected: boolean;
}

const timeFormat = new Intl.DateTimeFormat('en', { timeStyle: 'medium' });

const expired = (app: string) => `${app} needs reconnecting: its access expired.`;

/** What an account's new status means to its owner, as a sentence about its app. */
const STATUS_SENTENCES: Record<string, (app: string) => string> = {
  ACTIVE: (app) => `${app} is connected.`,
  INITIATED: (app) => `${app} is connecting…`,
  INITIALIZING: (app) => `${app} is connecting…`,
  EXPIRED: expired,
  FAILED: (app) => `${app} needs reconnecting: it could not connect.`,
  INACTIVE: (app) => `${app} is turned off.`,
};

/** The event in words: the trigger that fired and its task, or what happened to a connection. */
function summary(event: WebhookEvent): string {
  if (event.type === 'composio.trigger.message') {
    const title = typeof event.data.title === 'string' ? `: “${event.data.title}”` : '';
    return `${triggerName(event.metadata.trigger_slug)}${title}`;
  }
  if (event.type === 'composio.connected_account.expired') return expired(toolkitName(event.data.toolkit.slug));
  const app = toolkitName(event.data.toolkit_slug);
  return (STATUS_SENTENCES[event.data.status] ?? ((name: string) => `${name} changed.`))(app);
}

/** The event's name without the vendor's `composio.` prefix, for styling and tests. */
const eventKind = (event: WebhookEvent) => event.type.replace(/^composio\./, '');

/** Webhook events as they arrive, newest first. */
export function EventsFeed({ events, connected }: EventsFeedProps) {
  return (
    <Panel
      title="Events"
      description="Signed webhook deliveries received by Acme CRM's backend, streamed to this page."
      actions={<StatusPill tone={connected ? 'success' : 'warning'}>{connected ? 'Live' : 'Connecting…'}</StatusPill>}
    >
      {events.length === 0 ? (
        <p className="demo-empty">No events yet. Create a trigger, then create a task to see one arrive.</p>
      ) : (
        <ol className="demo-feed" aria-label="Events" aria-live="polite">
          {events.map((event) => (
            <li key={event.id} className="demo-feed__item" data-event-type={eventKind(event)}>
              <div className="demo-feed__head">
                <span className="demo-tag">{event.type === 'composio.trigger.message' ? 'Trigger' : 'Connection'}</span>
                <strong>{summary(event)}</strong>
                <time className="demo-muted" dateTime={event.timestamp}>
                  {timeFormat.format(new Date(event.timestamp))}
                </time>
              </div>
              {/* What the webhook carried, for developers. */}
              <details>
                <summary>Details</summary>
                <pre className="demo-code">{JSON.stringify({ type: event.type, data: event.data }, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
