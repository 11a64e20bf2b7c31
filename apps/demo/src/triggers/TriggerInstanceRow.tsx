import type { TriggerInstance } from '@patchbay/client';
import { useDeleteTriggerInstance, useSetTriggerInstanceStatus } from '@patchbay/react';
import { Button, ErrorNotice, StatusPill } from '@patchbay/ui';
import { triggerName } from '../shared/toolkitNames';

export interface TriggerInstanceRowProps {
  instance: TriggerInstance;
}

/** One of the user's trigger instances with Enable/Disable and Delete. */
export function TriggerInstanceRow({ instance }: TriggerInstanceRowProps) {
  const setStatus = useSetTriggerInstanceStatus();
  const remove = useDeleteTriggerInstance();
  const listening = instance.disabled_at === null;
  const config = Object.entries(instance.trigger_config)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
  return (
    <li className="demo-row" data-trigger-id={instance.id} data-state={listening ? 'listening' : 'paused'}>
      <div className="demo-row__main">
        <strong>{triggerName(instance.trigger_name)}</strong>
        <span className="demo-muted">{config || 'No configuration'}</span>
        <span className="demo-muted demo-mono">{instance.id}</span>
      </div>
      <StatusPill tone={listening ? 'success' : 'neutral'}>{listening ? 'Listening' : 'Paused'}</StatusPill>
      <div className="demo-row__actions">
        <Button
          variant="secondary"
          busy={setStatus.isPending}
          onClick={() => setStatus.mutate({ id: instance.id, status: listening ? 'disable' : 'enable' })}
        >
          {listening ? 'Disable' : 'Enable'}
        </Button>
        <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate(instance.id)}>
          Delete
        </Button>
      </div>
      {setStatus.error || remove.error ? <ErrorNotice error={setStatus.error ?? remove.error} className="demo-row__error" /> : null}
    </li>
  );
}
