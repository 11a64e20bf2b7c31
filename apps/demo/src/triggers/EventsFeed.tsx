import type { WebhookEvent } from '@patchbay/client';
import { StatusPill } from '@patchbay/ui';
import { Panel } from '../shared/Panel';
import { toolkitName, triggerName } from '../shared/toolkitNames';

export interface EventsFeedProps {
  events: WebhookEvent[];
  connected: boolean;
}

interface EventData {
  trigger_slug?: string;
  toolkit_slug?: string;
  status?: string;
  payload?: Record<string, unknown>;
}

const timeFormat = new Intl.DateTimeFormat('en', { timeStyle: 'medium' });

function summary(event: WebhookEvent): string {
  const data = event.data as EventData;
  if (event.type === 'trigger.message') {
    const title = typeof data.payload?.title === 'string' ? `: “${data.payload.title}”` : '';
    return `${data.trigger_slug ? triggerName(data.trigger_slug) : 'Trigger'}${title}`;
  }
  return `${toolkitName(data.toolkit_slug ?? '')} is now ${data.status ?? 'changed'}`;
}

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
            <li key={event.id} className="demo-feed__item" data-event-type={event.type}>
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
