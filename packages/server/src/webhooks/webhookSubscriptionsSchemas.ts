import { z } from 'zod';
import { pageLimit } from '../http/validate';
import { isId } from '../ids';
import { enabledEvents as vendorNames, LEGACY_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from './webhookEventNames';

const EVENT_NAMES = [...WEBHOOK_EVENT_TYPES, ...LEGACY_EVENT_TYPES] as const;

const webhookUrl = z
  .string({ error: 'expected a string' })
  .max(2048, 'must be at most 2048 characters')
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  }, 'must be an absolute http:// or https:// URL');

const enabledEvents = z
  .array(z.enum(EVENT_NAMES, { error: `expected one of ${WEBHOOK_EVENT_TYPES.join(', ')}` }), { error: 'expected an array of event names' })
  .min(1, 'must list at least one event')
  .transform(vendorNames);

const version = z.enum(['V1', 'V2', 'V3'], { error: "expected 'V1', 'V2' or 'V3'" });

export const createSubscriptionBody = z.object({
  webhook_url: webhookUrl,
  enabled_events: enabledEvents.optional(),
  // The vendor's SDK subscribes with V3 unless told otherwise; so does the service.
  version: version.default('V3'),
});

export const updateSubscriptionBody = z.object({
  webhook_url: webhookUrl.optional(),
  enabled_events: enabledEvents.optional(),
  version: version.optional(),
});

export const listSubscriptionsQuery = z.object({ limit: pageLimit(), cursor: z.string().optional() });

export const subscriptionIdParams = z.object({
  id: z.string().refine((v) => isId('webhookSubscription', v), "expected a webhook subscription id ('ws_...')"),
});
