'use client';
import type { HTMLAttributes } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { useTriggerFormContext } from './triggerFormContext';

export type TriggerConfigFormPayloadProps = HTMLAttributes<HTMLElement>;

/**
 * What each event carries, for the app's developers: the payload's field
 * names and types, object properties nested. Field names and types are not
 * words for end users, so they sit in a disclosure, closed until opened.
 */
export function TriggerConfigFormPayload({ className, ...rest }: TriggerConfigFormPayloadProps) {
  const { triggerType, messages } = useTriggerFormContext('Payload');
  const part = useParts('trigger-form');

  const fields = Object.entries(triggerType?.payload ?? {});
  if (fields.length === 0) return null;

  const entry = (name: string, type: string, children?: Record<string, string>) => (
    <li key={name} {...part('payload-item')}>
      <code {...part('payload-name')}>{name}</code>
      <span {...part('payload-type')}>{type}</span>
      {children && Object.keys(children).length > 0 ? (
        <ul aria-label={messages.payloadNested(name)} {...part('payload-list')}>
          {Object.entries(children).map(([child, childType]) => entry(child, childType))}
        </ul>
      ) : null}
    </li>
  );

  return (
    <details {...part('payload', className)} {...rest}>
      <summary {...part('payload-title')}>{messages.payloadTitle}</summary>
      <ul aria-label={messages.payloadTitle} {...part('payload-list')}>
        {fields.map(([name, field]) => entry(name, field.type, field.properties))}
      </ul>
    </details>
  );
}
