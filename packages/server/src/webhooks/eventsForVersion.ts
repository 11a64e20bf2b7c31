import type { WebhookEventType, WebhookVersion } from '@patchbay/client';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import { eventsOfVersion } from './webhookEventNames';

/** The events of a subscription: those asked for, which its version must be able to carry, else all it can. */
export function eventsForVersion(version: WebhookVersion, asked: WebhookEventType[] | undefined): WebhookEventType[] {
  const possible = eventsOfVersion(version);
  if (!asked) return [...possible];
  const impossible = asked.filter((name) => !possible.includes(name));
  if (impossible.length > 0) {
    throw new ApiError('BAD_REQUEST', `${version} payloads carry trigger messages only: ${impossible.join(', ')} cannot be delivered.`, {
      ...atField('body.enabled_events', 'invalid_value', `not carried by ${version}: ${impossible.join(', ')}`),
      suggestedFix: "Subscribe with version 'V3' for account events, or enable composio.trigger.message only.",
    });
  }
  return asked;
}
