'use client';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { Button } from '../shared/Button';
import { ErrorNotice } from '../shared/ErrorNotice';
import { CheckIcon } from '../shared/icons';
import { usePartClass } from '../theme/PatchbayUIProvider';
import { useTriggerFormContext } from './triggerFormContext';

export type TriggerConfigFormActionsProps = HTMLAttributes<HTMLDivElement>;

/**
 * Submit (create or save), errors the fields could not show, and for an
 * existing instance Pause/Enable and Delete with a confirm step.
 */
export function TriggerConfigFormActions({ className, ...rest }: TriggerConfigFormActionsProps) {
  const form = useTriggerFormContext('Actions');
  const { controls, messages, common, unstyled } = form;
  // The id being confirmed, so a confirm step never outlives its instance.
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const rootClass = usePartClass('pb-trigger-form__actions', unstyled, className);
  const savedClass = usePartClass('pb-trigger-form__saved', unstyled);
  const instanceClass = usePartClass('pb-trigger-form__instance', unstyled);
  const deleteClass = usePartClass('pb-trigger-form__delete', unstyled);
  const confirmClass = usePartClass('pb-trigger-form__confirm', unstyled);

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
    <div data-slot="trigger-form-actions" {...rest} className={rootClass}>
      {error ? <ErrorNotice error={error} unstyled={unstyled} /> : null}
      <Button
        ref={submitRef}
        type="submit"
        variant="primary"
        busy={form.saving}
        unstyled={unstyled}
        data-slot="trigger-form-submit"
      >
        {editing ? messages.submitUpdate : messages.submitCreate}
      </Button>
      {form.outcome === 'saved' ? (
        <span data-slot="trigger-form-saved" className={savedClass}>
          <CheckIcon width={16} height={16} />
          {messages.saved}
        </span>
      ) : null}
      {editing && !confirming ? (
        <div data-slot="trigger-form-instance" className={instanceClass}>
          <Button unstyled={unstyled} busy={controls.toggling} data-slot="trigger-form-toggle" onClick={form.toggleInstance}>
            {controls.listening ? messages.disable : messages.enable}
          </Button>
          <Button
            ref={deleteRef}
            variant="ghost"
            unstyled={unstyled}
            className={deleteClass}
            data-slot="trigger-form-delete"
            onClick={() => setConfirmingId(controls.instanceId)}
          >
            {messages.delete}
          </Button>
        </div>
      ) : null}
      {editing && confirming ? (
        <div role="group" aria-label={messages.delete} data-slot="trigger-form-confirm" className={confirmClass}>
          <p>{messages.confirmDelete}</p>
          <Button ref={cancelRef} unstyled={unstyled} onClick={() => setConfirmingId(null)}>
            {common.cancel}
          </Button>
          <Button
            variant="danger"
            unstyled={unstyled}
            busy={controls.removing}
            data-slot="trigger-form-confirm-delete"
            onClick={form.deleteInstance}
          >
            {messages.delete}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
