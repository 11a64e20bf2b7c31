import type { TriggerInstance } from '@patchbay/client';
import { useDeleteTriggerInstance, useSetTriggerInstanceStatus } from '@patchbay/react';
import { Button, ErrorNotice, StatusPill, usePatchbayUI } from '@patchbay/ui';
import { useDemoMessages } from '../i18n/DemoLanguageContext';
import { ConfirmAction } from '../shared/ConfirmAction';
import type { FocusAfterDelete } from '../shared/useFocusAfterDelete';
import { triggerConfigText } from './triggerConfigText';
import { triggerName } from './triggerName';

export interface TriggerInstanceRowProps {
  instance: TriggerInstance;
  /** Reads a sentence out (the list's live region). */
  announce: (message: string) => void;
  /** Where focus goes once the row is deleted (the list's). */
  focus: FocusAfterDelete;
}

/**
 * One of the user's triggers, with the kit's words for what it does (Pause / Resume, Listening /
 * Paused) and Delete, which asks first. Its id is for developers, under Details.
 */
export function TriggerInstanceRow({ instance, announce, focus }: TriggerInstanceRowProps) {
  // The kit's words, so the demo and the trigger form name each action alike.
  const { triggerForm: words } = usePatchbayUI().messages;
  const { triggers: text, common } = useDemoMessages();
  const setStatus = useSetTriggerInstanceStatus();
  // On the hook, not on `mutate`: the row may have left the list (and `mutate`'s callbacks with it) by the time the delete answers.
  const remove = useDeleteTriggerInstance({
    onSuccess: () => announce(words.deleted),
    onError: () => focus.kept(instance.id),
  });
  const listening = instance.disabled_at === null;
  const name = triggerName(instance.trigger_name, text);
  const config = triggerConfigText(instance.trigger_config, text);

  const toggle = () =>
    setStatus.mutate(
      { id: instance.id, status: listening ? 'disable' : 'enable' },
      { onSuccess: () => announce(text.stateChanged(name, listening ? words.paused : words.listening)) },
    );
  const confirmDelete = () => {
    focus.deleting(instance.id);
    remove.mutate(instance.id);
  };

  return (
    <li className="demo-row" data-trigger-id={instance.id} data-state={listening ? 'listening' : 'paused'}>
      <div className="demo-row__main">
        <strong>{name}</strong>
        <span className="demo-muted">{config || words.noConfig}</span>
      </div>
      <StatusPill tone={listening ? 'success' : 'neutral'}>{listening ? words.listening : words.paused}</StatusPill>
      <div className="demo-row__actions">
        <Button variant="secondary" busy={setStatus.isPending} onClick={toggle}>
          {listening ? words.pause : words.resume}
        </Button>
        <ConfirmAction
          label={words.delete}
          groupLabel={common.deleteNamed(name)}
          question={words.confirmDelete}
          busy={remove.isPending}
          onConfirm={confirmDelete}
        />
      </div>
      <details className="demo-details">
        <summary>{common.details}</summary>
        <span className="demo-mono">{instance.id}</span>
      </details>
      {setStatus.error || remove.error ? <ErrorNotice error={setStatus.error ?? remove.error} className="demo-row__error" /> : null}
    </li>
  );
}
