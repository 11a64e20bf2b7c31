'use client';
import { useId, type HTMLAttributes } from 'react';
import { usePartClass } from '../theme/PatchbayUIProvider';
import { useTriggerFormContext } from './triggerFormContext';

export type TriggerConfigFormPayloadProps = HTMLAttributes<HTMLElement>;

/** A preview of what each event carries: the payload's field names and types, object properties nested. */
export function TriggerConfigFormPayload({ className, ...rest }: TriggerConfigFormPayloadProps) {
  const { triggerType, messages, unstyled } = useTriggerFormContext('Payload');
  const titleId = useId();
  const rootClass = usePartClass('pb-trigger-form__payload', unstyled, className);
  const titleClass = usePartClass('pb-trigger-form__payload-title', unstyled);
  const listClass = usePartClass('pb-trigger-form__payload-list', unstyled);
  const itemClass = usePartClass('pb-trigger-form__payload-item', unstyled);
  const nameClass = usePartClass('pb-trigger-form__payload-name', unstyled);
  const typeClass = usePartClass('pb-trigger-form__payload-type', unstyled);

  const fields = Object.entries(triggerType?.payload ?? {});
  if (fields.length === 0) return null;

  const entry = (name: string, type: string, children?: Record<string, string>) => (
    <li key={name} className={itemClass}>
      <code className={nameClass}>{name}</code>
      <span className={typeClass}>{type}</span>
      {children && Object.keys(children).length > 0 ? (
        <ul aria-label={messages.payloadNested(name)} className={listClass}>
          {Object.entries(children).map(([child, childType]) => entry(child, childType))}
        </ul>
      ) : null}
    </li>
  );

  return (
    <section data-slot="trigger-form-payload" aria-labelledby={titleId} {...rest} className={rootClass}>
      <h4 id={titleId} className={titleClass}>
        {messages.payloadTitle}
      </h4>
      <ul className={listClass}>{fields.map(([name, field]) => entry(name, field.type, field.properties))}</ul>
    </section>
  );
}
