import type { WebhookEvent } from '@patchbay/client';
import { StatusPill } from '@patchbay/ui';
import { Panel } from '../shared/Panel';
import { useAppNames } from '../shared/useAppNames';
import { dateFormat } from '../i18n/dateFormat';
import { useDemoMessages, useShownLanguage } from '../i18n/DemoLanguageContext';
import type { DemoMessages } from '../i18n/messages/en';
import { triggerName } from './triggerName';

export interface EventsFeedProps {
  events: WebhookEvent[];
  connected: boolean;
}

type Words = DemoMessages['triggers'];

/** What an account's new status means to its owner, as a sentence about its app. */
const STATUS_SENTENCES: Record<string, keyof Words & `app${string}`> = {
  ACTIVE: 'appConnected',
  INITIATED: 'appConnecting',
  INITIALIZING: 'appConnecting',
  EXPIRED: 'appExpired',
  FAILED: 'appFailed',
  INACTIVE: 'appTurnedOff',
};

/** The event in words: the trigger that fired and its task, or what happened to a connection. */
function summary(event: WebhookEvent, toolkitName: (slug: string) => string, words: Words): string {
  if (event.type === 'composio.trigger.message') {
    const trigger = triggerName(event.metadata.trigger_slug, words);
    return typeof event.data.title === 'string' ? words.taskEvent(trigger, event.data.title) : trigger;
  }
  if (event.type === 'composio.connected_account.expired') return words.appExpired(toolkitName(event.data.toolkit.slug));
  const app = toolkitName(event.data.toolkit_slug);
  return words[STATUS_SENTENCES[event.data.status] ?? 'appChanged'](app);
}

/** The app a connection event is about (a trigger's name says its app already). */
function toolkitSlugOf(event: WebhookEvent): string[] {
  if (event.type === 'composio.connected_account.expired') return [event.data.toolkit.slug];
  if (event.type === 'composio.connected_account.status_changed') return [event.data.toolkit_slug];
  return [];
}

/** The event's name without the vendor's `composio.` prefix, for styling and tests. */
const eventKind = (event: WebhookEvent) => event.type.replace(/^composio\./, '');

/** Webhook events as they arrive, newest first. */
export function EventsFeed({ events, connected }: EventsFeedProps) {
  const appName = useAppNames(events.flatMap(toolkitSlugOf));
  const { triggers: words, common } = useDemoMessages();
  const timeFormat = dateFormat(useShownLanguage(), { timeStyle: 'medium' });
  return (
    <Panel
      title={words.eventsTitle}
      description={words.eventsDescription}
      actions={<StatusPill tone={connected ? 'success' : 'warning'}>{connected ? words.live : words.connecting}</StatusPill>}
    >
      {events.length === 0 ? (
        <p className="demo-empty">{words.noEvents}</p>
      ) : (
        <ol className="demo-feed" aria-label={words.eventsTitle} aria-live="polite">
          {events.map((event) => (
            <li key={event.id} className="demo-feed__item" data-event-type={eventKind(event)}>
              <div className="demo-feed__head">
                <span className="demo-tag">{event.type === 'composio.trigger.message' ? words.triggerTag : words.connectionTag}</span>
                <strong>{summary(event, appName, words)}</strong>
                <time className="demo-muted" dateTime={event.timestamp}>
                  {timeFormat.format(new Date(event.timestamp))}
                </time>
              </div>
              {/* What the webhook carried, for developers. */}
              <details>
                <summary>{common.details}</summary>
                <pre className="demo-code">{JSON.stringify({ type: event.type, data: event.data }, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
