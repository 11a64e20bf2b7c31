'use client';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { Button } from '../shared/Button';
import { ErrorNotice } from '../shared/ErrorNotice';
import { CheckIcon } from '../shared/icons';
import { useParts } from '../theme/PatchbayUIProvider';
import { useTriggerFormContext } from './triggerFormContext';

export type TriggerConfigFormActionsProps = HTMLAttributes<HTMLDivElement>;

/**
 * Submit (create or save), errors the fields could not show, and for an
 * existing instance Pause / Resume and Delete with a confirm step.
 */
export function TriggerConfigFormActions({ className, ...rest }: TriggerConfigFormActionsProps) {
  const form = useTriggerFormContext('Actions');
  const { controls, messages, common } = form;
  // The id being confirmed, so a confirm step never outlives its instance.
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const part = useParts('trigger-form');

  const editing = controls.instanceId !== null && controls.instance !== undefined;
  const confirming = editing && confirmingId === controls.instanceId;
  const error = form.saveError ?? controls.error;

  // The confirm step replaces the Delete button (and a delete removes both): keep the keyboard user's place.
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) (deleteRef.current ?? submitRef.current)?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <div {...part('actions', className)} {...rest}>
      {error ? <ErrorNotice error={error} /> : null}
      <Button ref={submitRef} type="submit" variant="primary" busy={form.saving} data-slot="trigger-form-submit">
        {editing ? messages.submitUpdate : messages.submitCreate}
      </Button>
      {form.outcome === 'saved' ? (
        <span {...part('saved')}>
          <CheckIcon width={16} height={16} />
          {messages.saved}
        </span>
      ) : null}
      {editing && !confirming ? (
        <div {...part('instance')}>
          <Button busy={controls.toggling} data-slot="trigger-form-toggle" onClick={form.toggleInstance}>
            {controls.listening ? messages.pause : messages.resume}
          </Button>
          <Button ref={deleteRef} variant="ghost" {...part('delete')} onClick={() => setConfirmingId(controls.instanceId)}>
            {messages.delete}
          </Button>
        </div>
      ) : null}
      {editing && confirming ? (
        <div role="group" aria-label={messages.delete} {...part('confirm')}>
          <p>{messages.confirmDelete}</p>
          <Button ref={cancelRef} onClick={() => setConfirmingId(null)}>
            {common.cancel}
          </Button>
          <Button variant="danger" busy={controls.removing} data-slot="trigger-form-confirm-delete" onClick={form.deleteInstance}>
            {messages.delete}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
