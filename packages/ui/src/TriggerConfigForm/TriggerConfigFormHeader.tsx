'use client';
import type { HTMLAttributes } from 'react';
import { StatusPill } from '../shared/StatusPill';
import { usePartClass } from '../theme/PatchbayUIProvider';
import { useTriggerFormContext } from './triggerFormContext';

export type TriggerConfigFormHeaderProps = HTMLAttributes<HTMLDivElement>;

/** The trigger type's name and description, with the instance's Listening / Paused badge when editing one. */
export function TriggerConfigFormHeader({ className, ...rest }: TriggerConfigFormHeaderProps) {
  const { triggerType, controls, messages, unstyled } = useTriggerFormContext('Header');
  const rootClass = usePartClass('pb-trigger-form__header', unstyled, className);
  const titleClass = usePartClass('pb-trigger-form__title', unstyled);
  const descriptionClass = usePartClass('pb-trigger-form__description', unstyled);
  const listening = controls.listening;
  return (
    <div data-slot="trigger-form-header" {...rest} className={rootClass}>
      <div>
        <h3 className={titleClass}>{triggerType?.name}</h3>
        {triggerType?.description ? <p className={descriptionClass}>{triggerType.description}</p> : null}
      </div>
      {controls.instance ? (
        <StatusPill
          tone={listening ? 'success' : 'warning'}
          data-slot="trigger-form-status"
          data-state={listening ? 'listening' : 'paused'}
          unstyled={unstyled}
        >
          {listening ? messages.listening : messages.paused}
        </StatusPill>
      ) : null}
    </div>
  );
}
