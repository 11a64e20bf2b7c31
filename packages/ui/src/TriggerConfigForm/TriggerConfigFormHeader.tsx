'use client';
import type { HTMLAttributes } from 'react';
import { StatusPill } from '../shared/StatusPill';
import { useParts } from '../theme/PatchbayUIProvider';
import { useTriggerFormContext } from './triggerFormContext';

export type TriggerConfigFormHeaderProps = HTMLAttributes<HTMLDivElement>;

/** The trigger type's name and description, with the instance's Listening / Paused badge when editing one. */
export function TriggerConfigFormHeader({ className, ...rest }: TriggerConfigFormHeaderProps) {
  const { triggerType, controls, messages } = useTriggerFormContext('Header');
  const part = useParts('trigger-form');
  const listening = controls.listening;
  return (
    <div {...part('header', className)} {...rest}>
      <div>
        <h3 {...part('title')}>{triggerType?.name}</h3>
        {triggerType?.description ? (
          <p {...part('description')} dir="auto">
            {triggerType.description}
          </p>
        ) : null}
      </div>
      {controls.instance ? (
        <StatusPill tone={listening ? 'success' : 'warning'} data-slot="trigger-form-status" data-state={listening ? 'listening' : 'paused'}>
          {listening ? messages.listening : messages.paused}
        </StatusPill>
      ) : null}
    </div>
  );
}
