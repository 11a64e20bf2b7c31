import type { WebhookEvent } from '@patchbay/client';
import { StatusPill } from '@patchbay/ui';
import { Panel } from '../shared/Panel';
import { toolkitName, triggerName } from '../shared/toolkitNames';

export interface EventsFeedProps {
  events: WebhookEvent[];
  connected: boolean;
}

const timeFormat = new Intl.DateTimeFormat('en', { timeStyle: 'medium' });

function summary(event: WebhookEvent): string {
  if (event.type === 'composio.trigger.message') {
    const title = typeof event.data.title === 'string' ? `: “${event.data.title}”` : '';
    return `${triggerName(event.metadata.trigger_slug)}${title}`;
  }
  const toolkit = event.type === 'composio.connected_account.expired' ? event.data.toolkit.slug : event.data.toolkit_slug;
  return `${toolkitName(toolkit)} is now ${event.data.status}`;
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
                <span className="demo-tag">{event.type}</span>
                <strong>{summary(event)}</strong>
                <time className="demo-muted" dateTime={event.timestamp}>
                  {timeFormat.format(new Date(event.timestamp))}
                </time>
              </div>
              <details>
                <summary>Payload</summary>
                <pre className="demo-code">{JSON.stringify(event.data, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
