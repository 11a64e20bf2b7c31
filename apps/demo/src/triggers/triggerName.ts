import type { DemoMessages } from '../i18n/messages/en';
import { FEATURED_APPS } from '../shared/toolkitNames';

type Words = DemoMessages['triggers'];

/** The sandbox apps' trigger events this demo names in the page's language, by their slugs' ends. */
const KNOWN_EVENTS: Record<string, keyof Words['events']> = {
  TASK_CREATED: 'taskCreated',
  TASK_COMPLETED: 'taskCompleted',
  THRESHOLD_CROSSED: 'thresholdCrossed',
  INCIDENT_OPENED: 'incidentOpened',
};

/**
 * A trigger as a person reads it: "PATCHBAY_OAUTH_DEMO_TASK_CREATED" -> "Task created · Acme Tasks", the event in the
 * page's language when it is one of the sandbox apps' own, else the catalog's English name made from the slug.
 */
export function triggerName(slug: string, words: Words): string {
  const app = FEATURED_APPS.find((a) => slug.startsWith(`${a.slug.toUpperCase()}_`));
  const event = app ? slug.slice(app.slug.length + 1) : slug;
  const known = app ? KNOWN_EVENTS[event] : undefined;
  const readable = known ? words.events[known] : event.charAt(0) + event.slice(1).toLowerCase().replace(/_/g, ' ');
  return app ? words.eventOf(readable, app.name) : readable;
}
