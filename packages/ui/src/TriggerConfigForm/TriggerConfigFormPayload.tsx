'use client';
import { useId, type HTMLAttributes } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { useTriggerFormContext } from './triggerFormContext';

export type TriggerConfigFormPayloadProps = HTMLAttributes<HTMLElement>;

/** A preview of what each event carries: the payload's field names and types, object properties nested. */
export function TriggerConfigFormPayload({ className, ...rest }: TriggerConfigFormPayloadProps) {
  const { triggerType, messages } = useTriggerFormContext('Payload');
  const titleId = useId();
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
    <section {...part('payload', className)} aria-labelledby={titleId} {...rest}>
      <h4 id={titleId} {...part('payload-title')}>
        {messages.payloadTitle}
      </h4>
      <ul {...part('payload-list')}>{fields.map(([name, field]) => entry(name, field.type, field.properties))}</ul>
    </section>
  );
}
